// SPDX-License-Identifier: GPL-3.0-or-later
#include "guidewindow.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFile>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QUrl>
#include <QVBoxLayout>

namespace guesslab::gui {

namespace {

// A heading's anchor as the guide's links name it: lower case, spaces to
// hyphens, other punctuation dropped ("Modes: normal, hard, strict" →
// "modes-normal-hard-strict").
QString slug(const QString& heading) {
    QString out;
    for (const QChar c : heading.toLower())
        if (c.isLetterOrNumber() || c == QLatin1Char('-'))
            out += c;
        else if (c == QLatin1Char(' '))
            out += QLatin1Char('-');
    return out;
}

// Markdown's headings carry no anchor names in a QTextDocument: give each
// its slug, so the guide's own links scroll there.
void nameHeadings(QTextDocument* document) {
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0)
            continue;
        QTextCursor cursor(block);
        cursor.select(QTextCursor::BlockUnderCursor);
        QTextCharFormat format;
        format.setAnchor(true);
        format.setAnchorNames({slug(block.text())});
        cursor.mergeCharFormat(format);
    }
}

}  // namespace

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
    nameHeadings(browser_->document());
    connect(browser_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
            QDesktopServices::openUrl(url);
        else if (url.hasFragment() && url.path().isEmpty())
            browser_->scrollToAnchor(url.fragment());
        // Links to the project's other files (CLUSTER.md, …) lead out of the
        // guide: the README's list names them.
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
