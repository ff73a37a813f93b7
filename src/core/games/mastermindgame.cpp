// SPDX-License-Identifier: GPL-3.0-or-later
#include "mastermindgame.h"

#include <algorithm>
#include <functional>

#include <stdexcept>

namespace guesslab {

MastermindGame::MastermindGame(int pegs, int colours) : pegs_(pegs), colours_(colours), count_(1) {
    if (pegs < 1 || pegs > 8 || colours < 2 || colours > 10)
        throw std::invalid_argument("Mastermind takes 1 to 8 pegs and 2 to 10 colours");
    for (int i = 0; i < pegs; ++i)
        count_ *= static_cast<size_t>(colours);
    if (count_ > 2000000)
        throw std::invalid_argument("too many Mastermind codes");
    for (int i = 2; i <= colours; ++i)
        colourPermutations_ *= static_cast<size_t>(i);
    for (int i = 2; i <= pegs; ++i)
        positionPermutations_ *= static_cast<size_t>(i);
    fillPermutations();
}

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

}  // namespace

void MastermindGame::fillPermutations() {
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

uint32_t MastermindGame::mapCode(size_t symmetry, uint32_t code) const {
    int colour[10], position[8], digit[8], mapped[8];
    const size_t c = symmetry / positionPermutations_, q = symmetry % positionPermutations_;
    if (!colourTable_.empty())
        std::copy_n(colourTable_.data() + c * static_cast<size_t>(colours_), colours_, colour);
    else
        nthPermutation(c, colours_, colour);
    if (!positionTable_.empty())
        std::copy_n(positionTable_.data() + q * static_cast<size_t>(pegs_), pegs_, position);
    else
        nthPermutation(q, pegs_, position);
    for (int i = pegs_ - 1; i >= 0; --i) {
        digit[i] = static_cast<int>(code % static_cast<uint32_t>(colours_));
        code /= static_cast<uint32_t>(colours_);
    }
    for (int i = 0; i < pegs_; ++i)
        mapped[position[i]] = colour[digit[i]];
    uint32_t out = 0;
    for (int i = 0; i < pegs_; ++i)
        out = out * static_cast<uint32_t>(colours_) + static_cast<uint32_t>(mapped[i]);
    return out;
}

void MastermindGame::feedbackRow(const Question& q, std::span<const SecretId> secrets,
                                 Feedback* out) const {
    // The question's pegs and colour counts once, not once per secret.
    int g[8], countG[10] = {};
    uint32_t code = static_cast<uint32_t>(q.code);
    for (int i = pegs_ - 1; i >= 0; --i) {
        g[i] = static_cast<int>(code % static_cast<uint32_t>(colours_));
        code /= static_cast<uint32_t>(colours_);
        ++countG[g[i]];
    }
    for (size_t k = 0; k < secrets.size(); ++k) {
        int countT[10] = {}, blacks = 0, common = 0;
        uint32_t t = secrets[k];
        for (int i = pegs_ - 1; i >= 0; --i) {
            const int d = static_cast<int>(t % static_cast<uint32_t>(colours_));
            t /= static_cast<uint32_t>(colours_);
            blacks += d == g[i];
            ++countT[d];
        }
        for (int c = 0; c < colours_; ++c)
            common += std::min(countG[c], countT[c]);
        out[k] = score(blacks, common - blacks, pegs_);
    }
}

Phrase MastermindGame::namePhrase() const {
    return {"mastermind %1x%2", {std::to_string(pegs_), std::to_string(colours_)}};
}

std::vector<int> MastermindGame::digits(uint32_t code) const {
    std::vector<int> d(static_cast<size_t>(pegs_));
    for (int i = pegs_ - 1; i >= 0; --i) {  // first peg most significant
        d[static_cast<size_t>(i)] = static_cast<int>(code % static_cast<uint32_t>(colours_));
        code /= static_cast<uint32_t>(colours_);
    }
    return d;
}

std::string MastermindGame::describeSecret(SecretId s) const {
    std::string out;
    for (int d : digits(s))
        out += static_cast<char>('1' + d);
    return out;
}

std::string MastermindGame::describeQuestion(const Question& q) const {
    return describeSecret(static_cast<SecretId>(q.code));
}

std::string MastermindGame::openingClass(const Question& q) const {
    std::vector<int> repeats(static_cast<size_t>(colours_), 0);
    for (int d : digits(static_cast<uint32_t>(q.code)))
        ++repeats[static_cast<size_t>(d)];
    std::sort(repeats.begin(), repeats.end(), std::greater<>());
    std::string out;
    for (int r : repeats)
        if (r > 0)
            out += (out.empty() ? "" : "+") + std::to_string(r);
    return out;
}

std::string MastermindGame::describeFeedback(const Question& q, Feedback f) const {
    return feedbackPhrase(q, f).str();
}

Phrase MastermindGame::feedbackPhrase(const Question&, Feedback f) const {
    return {"%1 black, %2 white", {std::to_string(blacks(f)), std::to_string(whites(f))}};
}

std::vector<Question> MastermindGame::questions(std::span<const SecretId>) const {
    std::vector<Question> out(count_);
    for (size_t c = 0; c < count_; ++c)
        out[c].code = static_cast<int64_t>(c);
    return out;
}

std::optional<Question> MastermindGame::parseQuestion(std::string_view text,
                                                      Phrase* problem) const {
    uint32_t code = 0;
    int pegs = 0;
    for (char c : text) {
        if (c == ' ')
            continue;
        const int colour = c - '1';
        if (colour < 0 || colour >= colours_) {
            *problem = {"a code is %1 digits from 1 to %2",
                        {std::to_string(pegs_), std::to_string(colours_)}};
            return std::nullopt;
        }
        code = code * static_cast<uint32_t>(colours_) + static_cast<uint32_t>(colour);
        ++pegs;
    }
    if (pegs != pegs_) {
        *problem = {"a code has %1 pegs, not %2", {std::to_string(pegs_), std::to_string(pegs)}};
        return std::nullopt;
    }
    return Question{code, {}, {}};
}

std::optional<Feedback> MastermindGame::parseFeedback(const Question& q,
                                                      std::string_view text) const {
    if (const auto f = Game::parseFeedback(q, text))
        return f;
    // Numbers, each followed by b or w, or two numbers split by a comma.
    int numbers[2] = {0, 0}, count = 0, blacks = -1, whites = -1;
    bool digits = false;
    for (char c : text) {
        if (c >= '0' && c <= '9') {
            if (count == 2)
                return std::nullopt;
            numbers[count] = numbers[count] * 10 + (c - '0');
            digits = true;
        } else if ((c == 'b' || c == 'B' || c == 'w' || c == 'W') && digits) {
            int& slot = c == 'b' || c == 'B' ? blacks : whites;
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

Feedback MastermindGame::feedback(const Question& q, SecretId s) const {
    const std::vector<int> g = digits(static_cast<uint32_t>(q.code)), t = digits(s);
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

}  // namespace guesslab
