// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardsscores.h"

#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace guesslab {

namespace {

constexpr size_t kKeepFrom = 24;  // smaller sets are measured again: it is as quick

uint64_t hashOf(std::span<const SecretId> set) {
    uint64_t h = 1469598103934665603ull;
    for (SecretId s : set)
        h = (h ^ s) * 1099511628211ull;
    return h;
}

struct Scratch {
    std::vector<Feedback> row;
    std::vector<uint32_t> count;
};

// Whether the guess is one of the sorted answers, as WordGame names it.
bool mayBe(const WordGame& board, uint32_t guess, std::span<const SecretId> set) {
    const auto s = board.secretOf(Question{guess, {}, {}});
    return s && std::binary_search(set.begin(), set.end(), *s);
}

}  // namespace

double entropyOf(double log2n, uint64_t fixedSum, size_t candidates) {
    return log2n - double(fixedSum) / 4294967296.0 / double(candidates);
}

uint64_t fixedNLogN(uint64_t n) {
    return n < 2 ? 0
                 : static_cast<uint64_t>(
                       std::llround(double(n) * std::log2(double(n)) * 4294967296.0));
}

double boardEntropy(uint64_t fixedSum, size_t candidates) {
    return candidates < 2 ? 0 : entropyOf(std::log2(double(candidates)), fixedSum, candidates);
}

BoardsScorer::BoardsScorer(const BoardsGame& game, size_t keptSets)
    : game_(game), keptSets_(keptSets) {
    nlogn_.resize(game.board().secretCount() + 1);
    for (size_t n = 0; n < nlogn_.size(); ++n)
        nlogn_[n] = fixedNLogN(n);
}

std::shared_ptr<const BoardsScorer::SetMeasures> BoardsScorer::measure(
    std::span<const SecretId> set, const JobContext* ctx) const {
    const bool keep = set.size() >= kKeepFrom && keptSets_ > 0;
    const uint64_t h = keep ? hashOf(set) : 0;
    if (keep) {
        std::lock_guard lock(mutex_);
        if (auto it = kept_.find(h); it != kept_.end())
            for (const auto& [members, measures] : it->second)
                if (std::equal(members.begin(), members.end(), set.begin(), set.end()))
                    return measures;
    }
    const WordGame& board = game_.board();
    const size_t guesses = board.lists().guesses().size();
    auto out = std::make_shared<SetMeasures>();
    out->fixedSum.resize(guesses);
    out->largest.resize(guesses);
    tbb::enumerable_thread_specific<Scratch> scratch([&] {
        return Scratch{std::vector<Feedback>(set.size()),
                       std::vector<uint32_t>(board.feedbackCount(), 0)};
    });
    tbb::parallel_for(tbb::blocked_range<size_t>(0, guesses, 64),
                      [&](const tbb::blocked_range<size_t>& r) {
                          if (ctx && ctx->cancelled())
                              return;
                          Scratch& s = scratch.local();
                          for (size_t g = r.begin(); g != r.end(); ++g) {
                              board.feedbackRow(Question{int64_t(g), {}, {}}, set, s.row.data());
                              for (Feedback f : s.row)
                                  ++s.count[f];
                              uint64_t sum = 0;
                              uint32_t largest = 0;
                              for (Feedback f : s.row) {  // each class once, then cleared
                                  const uint32_t m = s.count[f];
                                  if (m == 0)
                                      continue;
                                  sum += nlogn_[m];
                                  largest = std::max(largest, m);
                                  s.count[f] = 0;
                              }
                              out->fixedSum[g] = sum;
                              out->largest[g] = largest;
                          }
                      });
    if (ctx && ctx->cancelled())
        return nullptr;
    if (keep) {
        std::lock_guard lock(mutex_);
        auto& bucket = kept_[h];
        const bool known = std::any_of(bucket.begin(), bucket.end(), [&](const auto& e) {
            return std::equal(e.first.begin(), e.first.end(), set.begin(), set.end());
        });
        if (!known && keptCount_ < keptSets_) {
            bucket.emplace_back(std::vector<SecretId>(set.begin(), set.end()), out);
            ++keptCount_;
        }
    }
    return out;
}

std::vector<BoardsScore> BoardsScorer::score(const BoardsPosition& position,
                                             const JobContext* ctx) const {
    const WordGame& board = game_.board();
    const size_t guesses = board.lists().guesses().size();
    const PatternMatrix* matrix = board.sharedMatrix().get();
    const bool rows = matrix && !matrix->wide();
    // The open boards' answer sets, each once, with how many boards share it.
    struct Set {
        std::span<const SecretId> members;
        int boards = 0;
        double log2n = 0;
        std::shared_ptr<const SetMeasures> measures;  // large sets, or no matrix rows to read
    };
    std::vector<Set> sets;
    std::vector<int> setOf;  // by open board: its set, or -1 when one answer is left
    int known = 0;           // open boards with one answer: no information, one class
    for (int b : position.open()) {
        const auto set = position.candidates(b);
        if (set.size() < 2) {
            ++known;
            setOf.push_back(-1);
            continue;
        }
        auto same = std::find_if(sets.begin(), sets.end(), [&](const Set& o) {
            return std::equal(set.begin(), set.end(), o.members.begin(), o.members.end());
        });
        if (same == sets.end())
            same = sets.insert(sets.end(), Set{set, 0, std::log2(double(set.size())), nullptr});
        ++same->boards;
        setOf.push_back(static_cast<int>(same - sets.begin()));
    }
    for (Set& set : sets)
        if (!rows || set.members.size() >= kKeepFrom) {
            set.measures = measure(set.members, ctx);
            if (ctx && ctx->cancelled())
                return {};
        }
    // Each open board's answers, for "may solve it".
    std::vector<std::span<const SecretId>> open;
    for (int b : position.open())
        open.push_back(position.candidates(b));
    std::vector<BoardsScore> out(guesses);
    tbb::parallel_for(
        tbb::blocked_range<size_t>(0, guesses, 256), [&](const tbb::blocked_range<size_t>& r) {
            std::array<uint8_t, 256> count{};  // small sets only: below kKeepFrom answers
            std::vector<double> entropy(sets.size());
            for (size_t g = r.begin(); g != r.end(); ++g) {
                BoardsScore& s = out[g];
                s.guess = static_cast<uint32_t>(g);
                s.largest = static_cast<uint32_t>(known);
                for (size_t i = 0; i < sets.size(); ++i) {
                    const Set& set = sets[i];
                    uint64_t sum;
                    uint32_t largest = 0;
                    if (set.measures) {
                        sum = set.measures->fixedSum[g];
                        largest = set.measures->largest[g];
                    } else {
                        const uint8_t* row = matrix->row8(static_cast<WordId>(g));
                        sum = 0;
                        for (SecretId a : set.members)
                            ++count[row[a]];
                        for (SecretId a : set.members) {
                            const uint8_t m = count[row[a]];
                            if (m == 0)
                                continue;
                            sum += nlogn_[m];
                            largest = std::max<uint32_t>(largest, m);
                            count[row[a]] = 0;
                        }
                    }
                    entropy[i] = entropyOf(set.log2n, sum, set.members.size());
                    s.largest += largest * static_cast<uint32_t>(set.boards);
                }
                // Added board by board, as the plain reading adds them, for the same bits.
                for (int i : setOf)
                    if (i >= 0)
                        s.entropy += entropy[i];
                if (const int32_t a = game_.lists().answerOf(static_cast<WordId>(g)); a >= 0)
                    for (const auto& members : open)
                        s.names += std::binary_search(members.begin(), members.end(), SecretId(a));
            }
        });
    return out;
}

std::vector<BoardsScore> scoreBoardsPlainly(const BoardsPosition& position) {
    const WordGame& board = position.game().board();
    const size_t guesses = board.lists().guesses().size();
    std::vector<BoardsScore> out(guesses);
    for (size_t g = 0; g < guesses; ++g) {
        const Question q{int64_t(g), {}, {}};
        BoardsScore& s = out[g];
        s.guess = static_cast<uint32_t>(g);
        for (int b : position.open()) {
            const auto set = position.candidates(b);
            std::map<Feedback, uint64_t> classes;
            for (SecretId secret : set)
                ++classes[board.feedback(q, secret)];
            uint64_t sum = 0, largest = 0;
            for (const auto& [f, n] : classes) {
                sum += fixedNLogN(n);
                largest = std::max(largest, n);
            }
            s.entropy += boardEntropy(sum, set.size());
            s.largest += static_cast<uint32_t>(largest);
            s.names += mayBe(board, s.guess, set) ? 1 : 0;
        }
    }
    return out;
}

}  // namespace guesslab
