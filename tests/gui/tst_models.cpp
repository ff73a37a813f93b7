// SPDX-License-Identifier: GPL-3.0-or-later
// The item models: structure checked by QAbstractItemModelTester, data,
// roles, sorting and filtering.
#include "coingames.h"
#include "gameglyphs.h"
#include "mastermindgame.h"
#include "numbertext.h"
#include "partitionmodel.h"
#include "questionranking.h"
#include "rankingfiltermodel.h"
#include "rankingmodel.h"
#include "wordlistloader.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QtTest>

using namespace guesslab;
using namespace guesslab::gui;

namespace {

std::shared_ptr<const GameLists> smallLists() {
    const Alphabet a;
    return std::make_shared<const GameLists>(
        WordList(a, {"cat", "hat", "bat", "cot", "cut", "hut"}),
        WordList(a, {"zzz", "cot", "hat", "cab", "tub", "cat", "hut"}));
}

std::shared_ptr<const Ranking> rankingOf(const GameLists& lists) {
    const PatternMatrix m = PatternMatrix::build(lists.guesses(), lists.answers());
    return std::make_shared<const Ranking>(
        rankGuesses(lists, m, CandidateSet::all(lists.answers().size())));
}

}  // namespace

class TestModels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Numbers follow the language the window speaks: German on an English
    // system writes German numbers; a system already of the language keeps
    // its own regional format.
    void numbersInTheLanguage() {
        const QLocale english(QLocale::English, QLocale::UnitedStates);
        const QLocale german = numberLocaleFor(QStringLiteral("de"), english);
        QCOMPARE(german.toString(qulonglong(5625)), QStringLiteral("5.625"));
        QCOMPARE(german.toString(4.3403, 'f', 4), QStringLiteral("4,3403"));
        QCOMPARE(numberLocaleFor(QStringLiteral("en"), english), english);
        const QLocale swiss(QLocale::German, QLocale::Switzerland);
        QCOMPARE(numberLocaleFor(QStringLiteral("de"), swiss), swiss);
    }

    void rankingModel() {
        RankingModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        auto lists = smallLists();
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setRanking(lists, rankingOf(*lists));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.columnCount(), int(RankingModel::Exact));  // the Assistant's column hidden
        model.setExactColumn(true);
        QCOMPARE(model.columnCount(), int(RankingModel::ColumnCount));
        model.setExact({{QStringLiteral("zzzzz"), {2.5, false}}});
        QVERIFY(!model.index(0, RankingModel::Exact).data().isValid());  // no value: blank
        const QString first = model.index(0, RankingModel::Word).data().toString();
        model.setExact({{first, {2.5, false}}});
        QCOMPARE(model.index(0, RankingModel::Exact).data().toString(), QStringLiteral("≥ 2.5000"));
        // A bound's own tooltip: no better than the best, not a tie.
        QVERIFY(model.index(0, RankingModel::Exact)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("at least 2.5000")));
        QVERIFY(model.index(0, RankingModel::Entropy)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("bits of information")));
        model.setExact({{first, {2.25, true}}});
        QCOMPARE(model.index(0, RankingModel::Exact).data().toString(), QStringLiteral("2.2500"));
        QVERIFY(!model.index(0, RankingModel::Exact)
                     .data(Qt::ToolTipRole)
                     .toString()
                     .contains(QStringLiteral("at least")));
        QCOMPARE(model.index(0, RankingModel::Exact).data(RankingModel::SortRole).toDouble(), 2.25);
        {  // figures in the user's regional format
            const QLocale before;
            QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
            QCOMPARE(model.index(0, RankingModel::Exact).data().toString(),
                     QStringLiteral("2,2500"));
            QCOMPARE(
                model.index(0, RankingModel::Entropy).data().toString(),
                QLocale().toString(
                    model.index(0, RankingModel::Entropy).data(RankingModel::SortRole).toDouble(),
                    'f', 4));
            QVERIFY(model.index(0, RankingModel::Entropy).data().toString().contains(u','));
            QLocale::setDefault(before);
        }
        model.setExactColumn(false);
        QCOMPARE(reset.count(), 3);
        model.setRanking(lists, rankingOf(*lists));
        QCOMPARE(model.index(0, RankingModel::Rank).data().toInt(), 1);
        const QString best = model.index(0, RankingModel::Word).data().toString();
        QCOMPARE(model.index(0, 0).data(RankingModel::WordRole).toString(), best);
        QCOMPARE(model.rowOf(best), 0);
        QCOMPARE(model.rowOf(QStringLiteral("nope")), -1);
        QCOMPARE(model.index(6, RankingModel::Word).data().toString(), QStringLiteral("zzz"));
        QCOMPARE(model.index(6, RankingModel::Entropy).data(RankingModel::SortRole).toDouble(),
                 0.0);
        QCOMPARE(model.index(6, RankingModel::Largest).data().toInt(), 6);
        QVERIFY(!model.index(6, 0).data(RankingModel::IsAnswerRole).toBool());
        QVERIFY(!model.headerData(RankingModel::Remaining, Qt::Horizontal, Qt::DisplayRole)
                     .toString()
                     .isEmpty());
        QVERIFY(!model.index(0, 0).data(Qt::ToolTipRole).toString().isEmpty());
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void filterAndSort() {
        RankingModel model;
        RankingFilterModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto lists = smallLists();
        model.setRanking(lists, rankingOf(*lists));
        QCOMPARE(proxy.rowCount(), 7);
        proxy.setText(QStringLiteral("AT"));  // case folded
        QCOMPARE(proxy.rowCount(), 2);        // hat, cat
        for (int r = 0; r < proxy.rowCount(); ++r)
            QVERIFY(proxy.index(r, 0)
                        .data(RankingModel::WordRole)
                        .toString()
                        .contains(QStringLiteral("at")));
        proxy.setText({});
        proxy.setAnswersOnly(true);
        QCOMPARE(proxy.rowCount(), 4);  // cot hat cat hut
        for (int r = 0; r < proxy.rowCount(); ++r)
            QVERIFY(proxy.index(r, 0).data(RankingModel::IsAnswerRole).toBool());
        proxy.setAnswersOnly(false);
        proxy.sort(RankingModel::Largest, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, RankingModel::Word).data().toString(), QStringLiteral("zzz"));
        for (int r = 1; r < proxy.rowCount(); ++r)
            QVERIFY(
                proxy.index(r - 1, RankingModel::Largest).data(RankingModel::SortRole).toUInt() >=
                proxy.index(r, RankingModel::Largest).data(RankingModel::SortRole).toUInt());
        proxy.sort(RankingModel::Entropy, Qt::AscendingOrder);  // numeric, not text
        for (int r = 1; r < proxy.rowCount(); ++r)
            QVERIFY(
                proxy.index(r - 1, RankingModel::Entropy).data(RankingModel::SortRole).toDouble() <=
                proxy.index(r, RankingModel::Entropy).data(RankingModel::SortRole).toDouble());
    }

    void partitionModel() {
        PartitionModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto lists = smallLists();
        auto p = std::make_shared<const Partition>(
            partitionByWord(lists->answers(), "hat", CandidateSet::all(lists->answers().size())));
        model.setPartition(lists, p);
        QCOMPARE(model.rowCount(), static_cast<int>(p->classes.size()));
        int total = 0;
        for (int r = 0; r < model.rowCount(); ++r) {
            const int size = model.index(r, PartitionModel::Size).data().toInt();
            QCOMPARE(model.members(r).size(), size);
            QCOMPARE(model.index(r, 0).data(PartitionModel::PatternRole).toString().size(), 3);
            total += size;
        }
        QCOMPARE(total, 6);
        QCOMPARE(model.index(0, PartitionModel::Share).data().toString().right(1),
                 QStringLiteral("%"));
        QVERIFY(model.members(99).isEmpty());
    }

    // The same models for a game that is not words: Mastermind's questions
    // named and drawn as pegs, the odd coin's classes with balance glyphs.
    void otherGameModels() {
        auto mm = std::make_shared<const MastermindGame>(3, 3);
        auto ranked = std::make_shared<const QuestionRanking>(
            rankQuestions(*mm, CandidateSet::all(mm->secretCount())));
        RankingModel ranking;
        QAbstractItemModelTester rankingTester(
            &ranking, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ranking.setRanking(
            std::shared_ptr<const Ranking>(ranked, &ranked->ranking),
            [mm, ranked](WordId i) {
                return QString::fromStdString(mm->describeQuestion(ranked->questions[i]));
            },
            [mm, ranked](WordId i) { return GameGlyphs::question(*mm, ranked->questions[i], 14); },
            QStringLiteral("Question"), QStringLiteral("Secret"));
        QCOMPARE(ranking.rowCount(), 27);
        QCOMPARE(ranking.headerData(RankingModel::Word, Qt::Horizontal, Qt::DisplayRole),
                 QVariant(QStringLiteral("Question")));
        QCOMPARE(ranking.headerData(RankingModel::IsAnswer, Qt::Horizontal, Qt::DisplayRole),
                 QVariant(QStringLiteral("Secret")));
        const QString best = ranking.index(0, RankingModel::Word).data().toString();
        QCOMPARE(ranking.rowOf(best), 0);
        QCOMPARE(best.size(), 3);
        QVERIFY(!ranking.index(0, RankingModel::Word).data(Qt::DecorationRole).isNull());
        QVERIFY(ranking.index(0, RankingModel::Entropy).data(Qt::DecorationRole).isNull());
        ranking.clear();
        QCOMPARE(ranking.rowCount(), 0);

        auto coins = std::make_shared<const OddCoinGame>(12);
        Phrase problem;
        const Question q = *coins->parseQuestion("1,2,3,4 vs 5,6,7,8", &problem);
        auto p = std::make_shared<const Partition>(
            partitionByQuestion(*coins, q, CandidateSet::all(coins->secretCount())));
        PartitionModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPartition(
            {[coins](WordId s) { return QString::fromStdString(coins->describeSecret(s)); },
             [coins, q](Feedback f) {
                 return QString::fromStdString(coins->describeFeedback(q, f));
             },
             [coins, q](Feedback f) { return GameGlyphs::feedback(*coins, q, f, 16); }},
            p);
        QCOMPARE(model.rowCount(), 3);
        QStringList outcomes;
        for (int r = 0; r < 3; ++r) {
            QCOMPARE(model.members(r).size(), 8);
            QVERIFY(model.index(r, 0).data(PartitionModel::PatternRole).toString().isEmpty());
            QVERIFY(!model.index(r, 0).data(Qt::DecorationRole).value<QPixmap>().isNull());
            outcomes << model.index(r, 0).data().toString();
        }
        outcomes.sort();
        QCOMPARE(outcomes, (QStringList{QStringLiteral("left heavier"), QStringLiteral("level"),
                                        QStringLiteral("right heavier")}));
        QCOMPARE(model.index(1, PartitionModel::Share).data().toString(), QStringLiteral("33.3%"));
        QVERIFY(model.members(0).contains(QStringLiteral("coin 1 heavier")) ||
                model.members(0).contains(QStringLiteral("coin 9 heavier")) ||
                model.members(0).contains(QStringLiteral("coin 1 lighter")));
    }
};

QTEST_MAIN(TestModels)
#include "tst_models.moc"
