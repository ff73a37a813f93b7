// SPDX-License-Identifier: GPL-3.0-or-later
#include "guidewindow.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFile>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace guesslab::gui {

QString GuideWindow::text() {
    QFile file(QStringLiteral(":/guide/guide.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QString markdown = QString::fromUtf8(file.readAll());
    // The window itself is beside the guide: its pictures stay in docs/.
    markdown.remove(QRegularExpression(QStringLiteral("^!\\[[^\\]]*\\]\\([^)]*\\)\\s*$"),
                                       QRegularExpression::MultilineOption));
    return markdown;
}

GuideWindow::GuideWindow(QWidget* parent) : QDialog(parent), browser_(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("guideWindow"));
    setWindowTitle(tr("guesslab user guide"));
    browser_->setOpenLinks(false);
    browser_->setMarkdown(text());
    connect(browser_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
            QDesktopServices::openUrl(url);
        else if (url.hasFragment())
            browser_->scrollToAnchor(url.fragment());
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
    // Most of a laptop's screen, the text at a readable width.
    resize(fontMetrics().averageCharWidth() * 100, fontMetrics().height() * 40);
}

}  // namespace guesslab::gui
