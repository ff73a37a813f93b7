// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "anyset.h"
#include "gamelists.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QSpinBox;
class QStandardItemModel;
class QTableView;

namespace guesslab::gui {

class JobRunner;
class Session;

// The any-N-in-K report: whether every set of N answers of the current
// lists can be found within two or three guesses (normal mode), and a
// sortable table of every set that cannot, with the letters its words
// share in place.
class AnySetView : public QWidget {
    Q_OBJECT
public:
    explicit AnySetView(Session* session, QWidget* parent = nullptr);

    bool start();

    JobRunner* runner() const { return runner_; }
    QSpinBox* sizeSpin() const { return size_; }
    QSpinBox* guessesSpin() const { return guesses_; }
    QPushButton* startButton() const { return start_; }
    QStandardItemModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    QLabel* verdict() const { return verdict_; }

    // "_atch" for batch, catch, hatch, patch: the letters every word has in
    // place, '_' elsewhere.
    static QString sharedLetters(const QStringList& words);

Q_SIGNALS:
    void finished();

private:
    void listsChanged();
    void show(const AnySetReport& report, const GameLists& lists);

    Session* session_;
    JobRunner* runner_;
    QSpinBox* size_;
    QSpinBox* guesses_;
    QPushButton* start_;
    QPushButton* stop_;
    QLabel* status_;
    QLabel* verdict_;
    QStandardItemModel* model_;
    QTableView* table_;
};

}  // namespace guesslab::gui
