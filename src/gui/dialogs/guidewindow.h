// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTextBrowser;

namespace guesslab::gui {

// Help → User guide: docs/guide.md as the program carries it (embedded, so
// it reads offline), without its screenshots. Web links open in the
// browser; links to the guide's own headings scroll there.
class GuideWindow : public QDialog {
    Q_OBJECT
public:
    explicit GuideWindow(QWidget* parent = nullptr);

    QTextBrowser* browser() const { return browser_; }
    // The guide's Markdown as embedded, screenshots left out.
    static QString text();

private:
    QTextBrowser* browser_;
};

}  // namespace guesslab::gui
