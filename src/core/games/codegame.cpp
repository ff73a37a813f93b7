// SPDX-License-Identifier: GPL-3.0-or-later
#include "codegame.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <stdexcept>

namespace guesslab {

namespace {

// The permutation of 0..n-1 numbered `index` in lexicographic order.
void nthPermutation(size_t index, int n, int* out) {
    int left[10];
    for (int i = 0; i < n; ++i)
        left[i] = i;
    size_t radix = 1;
    for (int i = 2; i < n; ++i)
        radix *= static_cast<size_t>(i);
    for (int i = 0; i < n; ++i) {
        const int remaining = n - i;
        const size_t pick = index / radix;
        index %= radix;
        out[i] = left[pick];
        for (int j = static_cast<int>(pick); j + 1 < remaining; ++j)
            left[j] = left[j + 1];
        if (remaining > 1)
            radix /= static_cast<size_t>(remaining - 1);
    }
}

// The number nthPermutation gives p: its Lehmer code read in factorial base.
size_t permutationIndex(const int* p, int n) {
    size_t index = 0;
    for (int i = 0; i < n; ++i) {
        int smaller = 0;
        for (int j = i + 1; j < n; ++j)
            smaller += p[j] < p[i];
        index = index * static_cast<size_t>(n - i) + static_cast<size_t>(smaller);
    }
    return index;
}

}  // namespace

CodeGame::CodeGame(int pegs, int colours, Codes secrets, Codes questions, char firstSymbol,
                   std::pair<char, char> letters)
    : pegs_(pegs), colours_(colours), firstSymbol_(firstSymbol), letters_(letters) {
    if (pegs < 1 || pegs > 8 || colours < 2 || colours > 10)
        throw std::invalid_argument("a code takes 1 to 8 positions and 2 to 10 symbols");
    for (int i = 0; i < pegs; ++i)
        count_ *= static_cast<size_t>(colours);
    if (count_ > 2000000)
        throw std::invalid_argument("too many codes");
    digitTable_.resize(count_ * static_cast<size_t>(pegs));
    for (uint32_t code = 0; code < count_; ++code) {
        uint32_t rest = code;
        for (int i = pegs - 1; i >= 0; --i) {  // first position most significant
            digitTable_[code * static_cast<size_t>(pegs) + static_cast<size_t>(i)] =
                static_cast<uint8_t>(rest % static_cast<uint32_t>(colours));
            rest /= static_cast<uint32_t>(colours);
        }
    }
    const bool distinct = secrets == Codes::Distinct || questions == Codes::Distinct;
    if (distinct && pegs > colours)
        throw std::invalid_argument(
            "codes of different symbols take at most as many positions "
            "as there are symbols");
    if (distinct) {
        std::vector<uint32_t> list;
        placeOfDistinct_.assign(count_, -1);
        for (uint32_t code = 0; code < count_; ++code) {
            unsigned seen = 0;
            bool differ = true;
            for (int d : digits(code)) {
                differ = differ && !(seen >> d & 1u);
                seen |= 1u << d;
            }
            if (differ) {
                placeOfDistinct_[code] = static_cast<int32_t>(list.size());
                list.push_back(code);
            }
        }
        if (secrets == Codes::Distinct)
            secrets_ = list;
        if (questions == Codes::Distinct)
            questions_ = std::move(list);
    }
    for (int i = 2; i <= colours; ++i)
        colourPermutations_ *= static_cast<size_t>(i);
    for (int i = 2; i <= pegs; ++i)
        positionPermutations_ *= static_cast<size_t>(i);
    fillPermutations();
}

void CodeGame::fillPermutations() {
    constexpr size_t kMostTabled = 5040;  // 7!: 35 KiB of colours at most
    int p[10];
    if (colourPermutations_ <= kMostTabled)
        for (size_t i = 0; i < colourPermutations_; ++i) {
            nthPermutation(i, colours_, p);
            colourTable_.insert(colourTable_.end(), p, p + colours_);
        }
    if (positionPermutations_ <= kMostTabled)
        for (size_t i = 0; i < positionPermutations_; ++i) {
            nthPermutation(i, pegs_, p);
            positionTable_.insert(positionTable_.end(), p, p + pegs_);
        }
}

std::vector<int> CodeGame::digits(uint32_t code) const {
    const uint8_t* d = digitsOf(code);
    return {d, d + pegs_};
}

std::string CodeGame::text(uint32_t code) const {
    std::string out;
    for (int d : digits(code))
        out += static_cast<char>(firstSymbol_ + d);
    return out;
}

std::optional<uint32_t> CodeGame::indexOf(const std::vector<uint32_t>& list, uint32_t code) const {
    if (list.empty())
        return code;
    const int32_t place = placeOfDistinct_[code];
    if (place < 0)
        return std::nullopt;
    return static_cast<uint32_t>(place);
}

std::optional<SecretId> CodeGame::secretOf(const Question& q) const {
    return indexOf(secrets_, questionCode(q));
}

bool CodeGame::allows(const Question& q, std::span<const Asked> history, GuessRule rule) const {
    if (rule != GuessRule::Normal && !secretOf(q))
        return false;
    return Game::allows(q, history, rule);
}

StepProblem CodeGame::stepProblem(const Question& q, std::span<const Asked> history,
                                  GuessRule rule) const {
    if (rule != GuessRule::Normal && !secretOf(q))
        return {StepProblem::Code::BadWord,
                {"a question that repeats a digit cannot be the secret (hard and strict mode)", {}},
                {},
                -1};
    return Game::stepProblem(q, history, rule);
}

uint32_t CodeGame::mapCode(size_t symmetry, uint32_t code) const {
    int colour[10], position[8], mapped[8];
    const size_t c = symmetry / positionPermutations_, q = symmetry % positionPermutations_;
    if (!colourTable_.empty())
        std::copy_n(colourTable_.data() + c * static_cast<size_t>(colours_), colours_, colour);
    else
        nthPermutation(c, colours_, colour);
    if (!positionTable_.empty())
        std::copy_n(positionTable_.data() + q * static_cast<size_t>(pegs_), pegs_, position);
    else
        nthPermutation(q, pegs_, position);
    const uint8_t* digit = digitsOf(questionCode(Question{code, {}, {}}));
    for (int i = 0; i < pegs_; ++i)
        mapped[position[i]] = colour[digit[i]];
    uint32_t out = 0;
    for (int i = 0; i < pegs_; ++i)
        out = out * static_cast<uint32_t>(colours_) + static_cast<uint32_t>(mapped[i]);
    return *indexOf(questions_, out);  // relabelling keeps symbols apart
}

std::vector<uint32_t> CodeGame::symmetriesKeeping(uint32_t code, size_t most) const {
    const std::vector<int> d = digits(questionCode(Question{code, {}, {}}));
    unsigned used = 0;
    for (int x : d)
        used |= 1u << x;
    std::vector<int> free;
    for (int c = 0; c < colours_; ++c)
        if (!(used >> c & 1u))
            free.push_back(c);
    size_t freeWays = 1;
    for (size_t i = 2; i <= free.size(); ++i)
        freeWays *= i;
    // For each reordering of the positions, the relabelling of the used
    // symbols that undoes it on the code, if any: mapCode puts colour[d[i]]
    // at position[i], so keeping the code needs colour[d[i]] == d[position[i]].
    struct Fit {
        size_t order;
        int colour[10];
    };
    std::vector<Fit> fits;
    int position[8];
    for (size_t q = 0; q < positionPermutations_; ++q) {
        nthPermutation(q, pegs_, position);
        Fit fit{q, {}};
        int from[10];
        std::fill_n(fit.colour, colours_, -1);
        std::fill_n(from, colours_, -1);
        bool undone = true;
        for (int i = 0; i < pegs_ && undone; ++i) {
            const int a = d[static_cast<size_t>(i)], b = d[static_cast<size_t>(position[i])];
            if (fit.colour[a] < 0 && from[b] < 0) {
                fit.colour[a] = b;
                from[b] = a;
            } else {
                undone = fit.colour[a] == b;
            }
        }
        if (undone)
            fits.push_back(fit);
    }
    if (fits.size() * freeWays > most)  // counted before any is built
        return {0};
    std::vector<uint32_t> kept;
    kept.reserve(fits.size() * freeWays);
    for (Fit& fit : fits) {
        std::vector<int> rest = free;  // the unused symbols, in every order
        do {
            for (size_t i = 0; i < free.size(); ++i)
                fit.colour[free[i]] = rest[i];
            kept.push_back(static_cast<uint32_t>(
                permutationIndex(fit.colour, colours_) * positionPermutations_ + fit.order));
        } while (std::next_permutation(rest.begin(), rest.end()));
    }
    std::sort(kept.begin(), kept.end());
    return kept;
}

std::shared_ptr<const std::vector<char>> CodeGame::redundantQuestions(
    std::span<const SecretId> secrets) const {
    unsigned used = 0;
    const unsigned all = (1u << colours_) - 1;
    for (SecretId s : secrets) {
        const uint8_t* d = digitsOf(secretCode(s));
        for (int i = 0; i < pegs_; ++i)
            used |= 1u << d[i];
        if (used == all)
            return nullptr;
    }
    const unsigned absent = all & ~used;
    if (std::popcount(absent) < 2)
        return nullptr;
    {
        std::lock_guard lock(redundantMutex_);
        if (const auto it = redundant_.find(absent); it != redundant_.end())
            return it->second;
    }
    auto redundant = std::make_shared<std::vector<char>>(questionCodes(), 0);
    for (size_t q = 0; q < redundant->size(); ++q) {
        unsigned left = absent;  // the absent symbols not yet met, least first
        const uint8_t* d = digitsOf(questionCode(Question{static_cast<int64_t>(q), {}, {}}));
        for (int i = 0; i < pegs_; ++i) {
            const unsigned bit = 1u << d[i];
            if (!(absent & bit) || (left & bit) == 0)
                continue;                          // present, or an absent symbol met before
            if (d[i] != std::countr_zero(left)) {  // not the least absent symbol left
                (*redundant)[q] = 1;
                break;
            }
            left &= ~bit;
        }
    }
    std::lock_guard lock(redundantMutex_);
    return redundant_.emplace(absent, std::move(redundant)).first->second;
}

std::vector<Question> CodeGame::questions(std::span<const SecretId>) const {
    std::vector<Question> out(questionCodes());
    for (size_t c = 0; c < out.size(); ++c)
        out[c].code = static_cast<int64_t>(c);
    return out;
}

std::string CodeGame::openingClass(const Question& q) const {
    std::vector<int> repeats(static_cast<size_t>(colours_), 0);
    for (int d : digits(questionCode(q)))
        ++repeats[static_cast<size_t>(d)];
    std::sort(repeats.begin(), repeats.end(), std::greater<>());
    std::string out;
    for (int r : repeats)
        if (r > 0) {
            if (!out.empty())
                out += '+';
            out += std::to_string(r);
        }
    return out;
}

void CodeGame::feedbackRow(const Question& q, std::span<const SecretId> secrets,
                           Feedback* out) const {
    // The question's symbols and counts once, not once per secret.
    int g[8], countG[10] = {};
    unsigned maskG = 0;
    uint32_t code = questionCode(q);
    for (int i = pegs_ - 1; i >= 0; --i) {
        g[i] = static_cast<int>(code % static_cast<uint32_t>(colours_));
        code /= static_cast<uint32_t>(colours_);
        ++countG[g[i]];
        maskG |= 1u << g[i];
    }
    const auto base = static_cast<uint32_t>(colours_);
    for (size_t k = 0; k < secrets.size(); ++k) {
        int countT[10] = {}, blacks = 0, common = 0;
        unsigned maskT = 0;
        uint32_t t = secretCode(secrets[k]);
        for (int i = pegs_ - 1; i >= 0; --i) {
            const int d = static_cast<int>(t % base);
            t /= base;
            blacks += d == g[i];
            ++countT[d];
            maskT |= 1u << d;
        }
        if (distinctSecrets()) {  // each symbol of the secret counts once
            common = std::popcount(maskG & maskT);
        } else {
            for (int c = 0; c < colours_; ++c)
                common += std::min(countG[c], countT[c]);
        }
        out[k] = score(blacks, common - blacks, pegs_);
    }
}

Feedback CodeGame::feedback(const Question& q, SecretId s) const {
    // The plain count, kept apart from feedbackRow's (the tests compare them).
    const std::vector<int> g = digits(questionCode(q)), t = digits(secretCode(s));
    int blacks = 0, common = 0;
    int cg[10] = {}, ct[10] = {};
    for (size_t i = 0; i < g.size(); ++i) {
        blacks += g[i] == t[i];
        ++cg[g[i]];
        ++ct[t[i]];
    }
    for (int c = 0; c < colours_; ++c)
        common += std::min(cg[c], ct[c]);
    return score(blacks, common - blacks, pegs_);
}

std::optional<Question> CodeGame::parseQuestion(std::string_view text, Phrase* problem) const {
    uint32_t code = 0;
    int pegs = 0;
    for (char c : text) {
        if (c == ' ')
            continue;
        const int colour = c - firstSymbol_;
        if (colour < 0 || colour >= colours_) {
            *problem = {"a code is %1 digits from %2 to %3",
                        {std::to_string(pegs_), std::to_string(firstSymbol_ - '0'),
                         std::to_string(firstSymbol_ - '0' + colours_ - 1)}};
            return std::nullopt;
        }
        code = code * static_cast<uint32_t>(colours_) + static_cast<uint32_t>(colour);
        ++pegs;
    }
    if (pegs != pegs_) {
        *problem = {"a code has %1 digits, not %2", {std::to_string(pegs_), std::to_string(pegs)}};
        return std::nullopt;
    }
    const auto index = indexOf(questions_, code);
    if (!index) {
        *problem = {"the digits of a question must all differ", {}};
        return std::nullopt;
    }
    return Question{*index, {}, {}};
}

std::optional<Feedback> CodeGame::parseFeedback(const Question& q, std::string_view text) const {
    if (const auto f = Game::parseFeedback(q, text))
        return f;
    return parseCounts(text, letters_.first, letters_.second);
}

std::optional<Feedback> CodeGame::parseCounts(std::string_view text, char black, char white) const {
    const auto lower = [](char c) {
        return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    };
    int numbers[2] = {0, 0}, count = 0, blacks = -1, whites = -1;
    bool digits = false;
    for (char c : text) {
        if (c >= '0' && c <= '9') {
            numbers[count] = numbers[count] * 10 + (c - '0');
            if (numbers[count] > 99)
                return std::nullopt;
            digits = true;
        } else if ((lower(c) == black || lower(c) == white) && digits) {
            int& slot = lower(c) == black ? blacks : whites;
            if (slot >= 0)
                return std::nullopt;
            slot = numbers[count];
            numbers[count] = 0;
            digits = false;
        } else if (c == ',' && digits && count == 0) {
            ++count;
            digits = false;
        } else if (c != ' ') {
            return std::nullopt;
        }
    }
    if (count == 1 && digits && blacks < 0 && whites < 0) {
        blacks = numbers[0];
        whites = numbers[1];
    } else if (count == 0 && digits && blacks < 0 && whites < 0 && numbers[0] == 0) {
        blacks = whites = 0;  // "0": no peg at all
    } else if (digits || count > 0 || (blacks < 0 && whites < 0)) {
        return std::nullopt;
    }
    blacks = std::max(blacks, 0);
    whites = std::max(whites, 0);
    if (blacks + whites > pegs_ || (blacks == pegs_ - 1 && whites == 1))
        return std::nullopt;
    return score(blacks, whites, pegs_);
}

}  // namespace guesslab
