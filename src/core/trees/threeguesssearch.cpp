// SPDX-License-Identifier: GPL-3.0-or-later
#include "threeguesssearch.h"

#include <algorithm>
#include <bit>
#include <limits>
#include <numeric>
#include <span>

namespace guesslab {

ThreeGuessSearch::ThreeGuessSearch(const AnySetTables& t, int size, int least)
    : t_(t),
      size_(size),
      least_(least),
      joins_(t.answers()),
      joinsMarks_(t.answers(), 0),
      marks_(t.answers(), 0) {}

ThreeGuessSearch::Set ThreeGuessSearch::Set::with(WordId x) const {
    Set s = *this;
    int i = s.n++;
    for (; i > 0 && s.w[i - 1] > x; --i)
        s.w[i] = s.w[i - 1];
    s.w[i] = x;
    return s;
}

bool ThreeGuessSearch::Set::has(WordId x) const {
    return std::find(w.begin(), w.begin() + n, x) != w.begin() + n;
}

size_t ThreeGuessSearch::SetHash::operator()(const Set& s) const {
    uint64_t h = 0x9e3779b97f4a7c15ull ^ static_cast<uint64_t>(s.n);
    for (int i = 0; i < s.n; ++i)
        h = (h ^ s.w[i]) * 0x100000001b3ull;
    return static_cast<size_t>(h ^ (h >> 29));
}

uint16_t ThreeGuessSearch::feedback(size_t k, WordId a) const {
    return k < t_.probes() ? t_.feedback(a, k) : t_.matrix().at(t_.guess(k), a).value;
}

ThreeGuessSearch::Classes ThreeGuessSearch::classes(size_t k, const Set& P) const {
    Classes c;
    for (int i = 0; i < P.n; ++i) {
        c.feedback[i] = feedback(k, P.w[i]);
        c.first[i] = i;
        for (int j = 0; j < i; ++j)
            if (c.feedback[j] == c.feedback[i]) {
                c.first[i] = c.first[j];
                break;
            }
        ++c.size[c.first[i]];
    }
    return c;
}

bool ThreeGuessSearch::separableInTwo(const Set& D) {
    if (D.n < least_)  // proven for every set this small
        return true;
    if (auto it = separable_.find(D); it != separable_.end())
        return it->second;
    const bool separable = separates(D);
    if (separable_.size() > (1u << 20))  // bounded: a cache, not a record
        separable_.clear();
    separable_.emplace(D, separable);
    return separable;
}

bool ThreeGuessSearch::separates(const Set& D) {
    const std::span<const WordId> words = D.words();
    for (size_t i = 0; i < t_.probes(); ++i)
        if (t_.probeSeparates(i, words))
            return true;
    // The sets met near one pair look alike, and so do the guesses that
    // tell them apart: the latest of those first.
    for (size_t i = 0; i < recent_.size(); ++i)
        if (t_.separates(recent_[i], words)) {
            std::rotate(recent_.begin(), recent_.begin() + static_cast<long>(i),
                        recent_.begin() + static_cast<long>(i) + 1);
            return true;
        }
    const std::optional<WordId> g = t_.laterSeparating(words);
    if (!g)
        return false;
    if (recent_.size() == kRecent)
        recent_.pop_back();
    recent_.insert(recent_.begin(), *g);
    return true;
}

bool ThreeGuessSearch::solves(size_t k, const Set& P) {
    const Classes c = classes(k, P);
    for (int i = 0; i < P.n; ++i) {
        if (c.first[i] != i || c.size[i] < least_)
            continue;  // the answer itself, or a class any two guesses find
        Set D;
        for (int j = i; j < P.n; ++j)
            if (c.first[j] == i)
                D.w[D.n++] = P.w[j];
        if (!separableInTwo(D))
            return false;
    }
    return true;
}

bool ThreeGuessSearch::solvable(const Set& P) {
    for (size_t k = 0; k < t_.guesses(); ++k)
        if (solves(k, P))
            return true;
    return false;
}

void ThreeGuessSearch::add(const Set& P, WordId x) {
    for (int i = 0; i < P.n; ++i)
        if (!lighterThan(t_, pair_, P.w[i], x))
            return;  // a set with x has a heavier pair than (b, c)
    grow(P.with(x));
}

void ThreeGuessSearch::branchAll(const Set& P) {
    for (WordId x = 0; x < t_.answers(); ++x)
        if (!P.has(x))
            add(P, x);
}

// Whether every probe leaves at least `alike` answers of P in one class:
// a set of `size_` answers with P fails within three only if each probe
// leaves `least_` of it alike, and the rest can add only `rest` of those.
bool ThreeGuessSearch::everyProbeKeeps(const Set& P, int alike) {
    if (alike <= 1)
        return true;
    std::array<uint16_t, kMaxSize> f{};
    if (alike == 2) {
        // b and c are alike under the probes that do not tell them apart,
        // and under the rest an answer alike with either makes two.
        std::array<WordId, kMaxSize> others{};
        int n = 0;
        Mask open = apartMask_;
        for (int a = 0; a < P.n; ++a)
            if (P.w[a] != pair_.b && P.w[a] != pair_.c) {
                others[n++] = P.w[a];
                for (size_t w = 0; w < open.size(); ++w)
                    open[w] &= ~joins(P.w[a])[w];
            }
        for (size_t w = 0; w < open.size(); ++w)
            for (uint64_t bits = open[w]; bits; bits &= bits - 1) {
                const size_t k = w * 64 + static_cast<size_t>(std::countr_zero(bits));
                bool two = false;
                for (int a = 0; a < n && !two; ++a) {
                    f[a] = t_.feedback(others[a], k);
                    for (int b = 0; b < a && !two; ++b)
                        two = f[b] == f[a];
                }
                if (!two)
                    return false;
            }
        return true;
    }
    for (size_t i = 0; i < probeOrder_.size(); ++i) {
        const size_t k = probeOrder_[i];
        int most = 1;
        for (int a = 0; a < P.n; ++a) {
            f[a] = t_.feedback(P.w[a], k);
            int same = 1;
            for (int b = 0; b < a; ++b)
                same += f[b] == f[a];
            most = std::max(most, same);
        }
        if (most < alike)
            return false;
    }
    return true;
}

// The probes under which a is alike with b or c, worked out when first
// needed for this pair.
const ThreeGuessSearch::Mask& ThreeGuessSearch::joins(WordId a) {
    Mask& m = joins_[a];
    if (joinsMarks_[a] != joinsStamp_) {
        joinsMarks_[a] = joinsStamp_;
        m = Mask{};
        for (size_t k = 0; k < t_.probes(); ++k)
            if (t_.alike(k, a, pair_.b) || t_.alike(k, a, pair_.c))
                m[k / 64] |= uint64_t{1} << (k % 64);
    }
    return m;
}

// Whether every probe that tells b and c apart leaves two of b, c, x, y
// alike: x or y alike with b or c there, or x with y.
bool ThreeGuessSearch::keepsTwo(WordId x, WordId y) {
    const Mask& jx = joins(x);
    const Mask& jy = joins(y);
    for (size_t w = 0; w < apartMask_.size(); ++w)
        for (uint64_t open = apartMask_[w] & ~jx[w] & ~jy[w]; open; open &= open - 1)
            if (!t_.alike(w * 64 + static_cast<size_t>(std::countr_zero(open)), x, y))
                return false;
    return true;
}

void ThreeGuessSearch::grow(const Set& P) {
    const int rest = size_ - P.n;
    if (!everyProbeKeeps(P, least_ - rest) || !visited_.insert(P).second)
        return;
    if (rest == 0) {
        if (!solvable(P))
            out_.emplace_back(P.w.begin(), P.w.begin() + P.n);
        return;
    }
    // A set with P fails under a guess that finds P within three only
    // where a class of it, failing within two (at least `least_` answers),
    // gains an answer: that class holds `need` answers of P already.
    const int need = std::max(1, least_ - rest);
    if (least_ - rest <= 0) {  // the rest alone could make such a class
        branchAll(P);
        return;
    }
    const auto eligible = [&](const Classes& c, int i) {
        return c.first[i] == i && c.size[i] >= need && c.feedback[i] != t_.green();
    };
    size_t best = t_.guesses(), bestCount = std::numeric_limits<size_t>::max();
    for (size_t k = 0; k < t_.probes() && bestCount > 0; ++k) {
        const Classes c = classes(k, P);
        size_t count = 0;
        for (int i = 0; i < P.n; ++i)
            if (eligible(c, i))
                count += t_.classOf(k, P.w[i]).size() - static_cast<size_t>(c.size[i]);
        if (count < bestCount && solves(k, P)) {
            best = k;
            bestCount = count;
        }
    }
    // With b, c and one more, x, a fourth answer y must leave two alike
    // under every probe when the rest can add at most two more.
    WordId other = pair_.b;
    for (int i = 0; i < P.n; ++i)
        if (P.w[i] != pair_.b && P.w[i] != pair_.c)
            other = P.w[i];
    const bool pairs = P.n == 3 && least_ - (rest - 1) >= 2;
    if (best < t_.probes()) {
        const Classes c = classes(best, P);
        for (int i = 0; i < P.n; ++i)
            if (eligible(c, i))
                for (WordId x : t_.classOf(best, P.w[i]))
                    if (!P.has(x) && (!pairs || keepsTwo(other, x)))
                        add(P, x);
        return;
    }
    for (size_t k = t_.probes(); k < t_.guesses(); ++k) {
        if (!solves(k, P))
            continue;
        const Classes c = classes(k, P);
        for (WordId x = 0; x < t_.answers(); ++x) {
            const uint16_t f = feedback(k, x);
            for (int i = 0; i < P.n; ++i)
                if (eligible(c, i) && c.feedback[i] == f) {
                    if (!P.has(x))
                        add(P, x);
                    break;
                }
        }
        return;
    }
    branchAll(P);  // P fails within three: so does every set with it
}

void ThreeGuessSearch::run(const HeavyPair& pair) {
    pair_ = pair;
    visited_.clear();
    // The probes that tell b and c apart first: most sets fail there.
    probeOrder_.clear();
    for (size_t k = 0; k < t_.probes(); ++k)
        if (!t_.alike(k, pair.b, pair.c))
            probeOrder_.push_back(k);
    apart_ = probeOrder_.size();
    for (size_t k = 0; k < t_.probes(); ++k)
        if (t_.alike(k, pair.b, pair.c))
            probeOrder_.push_back(k);
    apartMask_ = {};
    for (size_t i = 0; i < apart_; ++i)
        apartMask_[probeOrder_[i] / 64] |= uint64_t{1} << (probeOrder_[i] % 64);
    joinsStamp_ = nextStamp(joinsMarks_, joinsRound_);
    if (size_ < 3)
        return;  // guess one, then the other
    Set bc;
    bc.w[0] = pair.b;
    bc.w[1] = pair.c;
    bc.n = 2;
    // A guess that tells b and c apart (guessing b does): the probe that
    // leaves the fewest answers to try below, else the first guess.
    size_t first = t_.guesses();
    uint64_t fewest = std::numeric_limits<uint64_t>::max();
    for (size_t i = 0; i < apart_; ++i) {
        const size_t k = probeOrder_[i];
        const uint64_t nb = t_.classOf(k, pair.b).size(), nc = t_.classOf(k, pair.c).size();
        uint64_t tries = nb + nc;  // answers alike with b or c, and pairs alike elsewhere
        if (size_ - 2 >= least_)
            tries += t_.alikePairs(k) - nb * (nb - 1) / 2 - nc * (nc - 1) / 2;
        if (tries < fewest) {
            fewest = tries;
            first = k;
        }
    }
    for (size_t k = t_.probes(); first == t_.guesses() && k < t_.guesses(); ++k)
        if (feedback(k, pair.b) != feedback(k, pair.c))
            first = k;
    if (first == t_.guesses())
        return;
    // Its failing class holds b or c and an answer alike with it ...
    const std::optional<size_t> probe =
        first < t_.probes() ? std::optional<size_t>(first) : std::nullopt;
    std::vector<WordId> joining;
    t_.forEachJoining(bc.words(), probe, t_.guess(first), marks_, nextStamp(marks_, stamp_),
                      [&](WordId x) { joining.push_back(x); });
    for (WordId x : joining)
        add(bc, x);
    // ... or neither: then two other answers are alike there.
    if (size_ - 2 < least_)
        return;
    // Its classes other than b's and c's: a probe's from the tables, a later
    // guess's sorted here.
    const uint16_t fb = feedback(first, pair.b), fc = feedback(first, pair.c);
    std::vector<std::span<const WordId>> classes;
    std::vector<WordId> sorted;
    if (first < t_.probes()) {
        for (WordId a = 0; a < t_.answers(); ++a)
            if (const auto c = t_.classOf(first, a); c.front() == a)
                classes.push_back(c);
    } else {
        sorted.resize(t_.answers());
        std::iota(sorted.begin(), sorted.end(), WordId{0});
        std::stable_sort(sorted.begin(), sorted.end(), [&](WordId x, WordId y) {
            return feedback(first, x) < feedback(first, y);
        });
        for (size_t i = 0, end = 0; i < sorted.size(); i = end) {
            while (end < sorted.size() &&
                   feedback(first, sorted[end]) == feedback(first, sorted[i]))
                ++end;
            classes.emplace_back(sorted.data() + i, end - i);
        }
    }
    for (const std::span<const WordId> c : classes) {
        const uint16_t f = feedback(first, c.front());
        if (f == fb || f == fc || f == t_.green())
            continue;
        for (size_t x = 0; x < c.size(); ++x) {
            if (!lighterThan(t_, pair_, pair.b, c[x]) || !lighterThan(t_, pair_, pair.c, c[x]))
                continue;
            const Set P = bc.with(c[x]);
            for (size_t y = x + 1; y < c.size(); ++y)
                if (keepsTwo(c[x], c[y]))
                    add(P, c[y]);
        }
    }
}

}  // namespace guesslab
