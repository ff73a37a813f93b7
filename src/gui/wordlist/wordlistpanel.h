// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QListView;
class QSortFilterProxyModel;
class QStringListModel;

namespace guesslab::gui {

class Session;

// The current game's answer list (for Nerdle: the generated equations): how
// many, browse, filter by text, export what is shown.
class WordListPanel : public QWidget {
    Q_OBJECT
public:
    explicit WordListPanel(Session* session, QWidget* parent = nullptr);

    QLineEdit* filterEdit() const { return filter_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }
    QLabel* countLabel() const { return count_; }
    // Writes the shown words, one per line (through QSaveFile).
    bool exportTo(const QString& path, QString* error) const;

private:
    void refresh();
    void updateCount();

    Session* session_;
    QStringListModel* words_;
    QSortFilterProxyModel* proxy_;
    QLineEdit* filter_;
    QLabel* count_;
    QListView* view_;
};

}  // namespace guesslab::gui
