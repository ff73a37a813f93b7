// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordlistpanel.h"

#include "lastfolder.h"
#include "session.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QStringListModel>
#include <QVBoxLayout>

namespace guesslab::gui {

WordListPanel::WordListPanel(Session* session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      words_(new QStringListModel(this)),
      proxy_(new QSortFilterProxyModel(this)),
      filter_(new QLineEdit(this)),
      count_(new QLabel(this)),
      view_(new QListView(this)) {
    setObjectName(QStringLiteral("wordListPanel"));
    proxy_->setSourceModel(words_);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    filter_->setPlaceholderText(tr("Filter…"));
    filter_->setClearButtonEnabled(true);
    filter_->setToolTip(tr("Show only the entries that contain this text"));
    view_->setModel(proxy_);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setUniformItemSizes(true);  // fast with a million rows
    auto* exportButton = new QPushButton(tr("&Export…"), this);
    exportButton->setToolTip(tr("Save the entries shown, one per line"));
    auto* label = new QLabel(tr("F&ilter:"), this);
    label->setBuddy(filter_);
    auto* top = new QHBoxLayout;
    top->addWidget(label);
    top->addWidget(filter_, 1);
    top->addWidget(exportButton);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(count_);
    layout->addWidget(view_, 1);

    connect(filter_, &QLineEdit::textChanged, this, [this](const QString& text) {
        proxy_->setFilterFixedString(text.trimmed());
        updateCount();
    });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString path = LastFolder::saveFile(
            this, tr("Export list"), QStringLiteral("list.txt"), tr("Text files (*.txt)"));
        QString error;
        if (!path.isEmpty() && !exportTo(path, &error))
            QMessageBox::warning(this, tr("Cannot export the list"), error);
    });
    connect(session_, &Session::listsChanged, this, &WordListPanel::refresh);
    refresh();
}

void WordListPanel::refresh() {
    QStringList words;
    if (const auto lists = session_->lists()) {
        words.reserve(static_cast<qsizetype>(lists->answers().size()));
        for (const std::string& w : lists->answers().words())
            words << QString::fromStdString(w);
    }
    words_->setStringList(words);
    updateCount();
}

void WordListPanel::updateCount() {
    const int all = words_->rowCount(), shown = proxy_->rowCount();
    count_->setText(shown == all ? tr("%n entries", nullptr, all)
                                 : tr("%1 of %n entries", nullptr, all).arg(shown));
}

bool WordListPanel::exportTo(const QString& path, QString* error) const {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        *error = path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    for (int r = 0; r < proxy_->rowCount(); ++r)
        file.write((proxy_->index(r, 0).data().toString() + QLatin1Char('\n')).toUtf8());
    if (!file.commit()) {
        *error = path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    return true;
}

}  // namespace guesslab::gui
