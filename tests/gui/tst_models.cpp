// The item models: structure checked by QAbstractItemModelTester, data,
// roles, sorting and filtering.
#include "partitionmodel.h"
#include "rankingfiltermodel.h"
#include "rankingmodel.h"
#include "wordlistloader.h"

#include <QAbstractItemModelTester>
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
        QCOMPARE(model.columnCount(), int(RankingModel::ColumnCount));
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
};

QTEST_MAIN(TestModels)
#include "tst_models.moc"
