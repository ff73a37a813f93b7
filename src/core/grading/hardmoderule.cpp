// SPDX-License-Identifier: GPL-3.0-or-later
#include "hardmoderule.h"

#include <algorithm>

namespace guesslab {

std::optional<HardModeBreach> hardModeBreach(std::span<const uint8_t> previous, Pattern feedback,
                                             std::span<const uint8_t> guess) {
    const int n = static_cast<int>(previous.size());
    for (int i = 0; i < n; ++i)
        if (feedback.at(i) == Colour::Green && guess[i] != previous[i])
            return HardModeBreach{HardModeBreach::Kind::GreenMoved, i, previous[i], 1};
    for (int i = 0; i < n; ++i) {
        const uint8_t s = previous[i];
        if (std::find(previous.begin(), previous.begin() + i, s) != previous.begin() + i)
            continue;  // this symbol was counted at its first place
        int revealed = 0;
        for (int j = i; j < n; ++j)
            revealed += previous[j] == s && feedback.at(j) != Colour::Black;
        const auto held = std::count(guess.begin(), guess.end(), s);
        if (held < revealed)
            return HardModeBreach{HardModeBreach::Kind::SymbolMissing, -1, s, revealed};
    }
    return std::nullopt;
}

const char* ruleName(GuessRule rule) {
    switch (rule) {
        case GuessRule::Normal:
            return "normal";
        case GuessRule::Hard:
            return "hard";
        case GuessRule::Strict:
            return "strict";
    }
    return "normal";
}

std::optional<GuessRule> parseRule(std::string_view name) {
    for (GuessRule r : {GuessRule::Normal, GuessRule::Hard, GuessRule::Strict})
        if (name == ruleName(r))
            return r;
    return std::nullopt;
}

void HardHints::add(std::span<const uint8_t> previous, Pattern feedback) {
    std::array<uint8_t, kMaxSymbols> revealed{};
    for (size_t i = 0; i < previous.size() && i < green_.size(); ++i) {
        const Colour c = feedback.at(static_cast<int>(i));
        if (c == Colour::Green)
            green_[i] = static_cast<uint8_t>(previous[i] + 1);
        if (c != Colour::Black)
            ++revealed[previous[i] % kMaxSymbols];
    }
    greens_ = requiredCount_ = 0;
    for (size_t i = 0; i < green_.size(); ++i)
        if (green_[i])
            greenAt_[greens_++] = static_cast<uint8_t>(i);
    need_ = {};
    deep_ = false;
    for (int s = 0; s < kMaxSymbols; ++s) {
        least_[s] = std::max(least_[s], revealed[s]);
        if (least_[s])
            required_[requiredCount_++] = {static_cast<uint8_t>(s), least_[s]};
        for (int k = 0; k < std::min<int>(least_[s], 3); ++k)
            need_[k] |= uint64_t{1} << s;
        deep_ = deep_ || least_[s] > 3;
    }
}

HardHints::SymbolCounts HardHints::countsOf(std::span<const uint8_t> word) {
    std::array<uint8_t, kMaxSymbols> held{};
    SymbolCounts counts;
    for (const uint8_t symbol : word) {
        const int s = symbol % kMaxSymbols;
        if (held[s] < 3)
            counts.atLeast[held[s]++] |= uint64_t{1} << s;
    }
    return counts;
}

bool HardHints::allows(std::span<const uint8_t> guess) const {
    return greensKept(guess) && countsKept(guess);
}

// Called for every word allowed, for every class of every guess the tree
// search tries: three masks instead of a count per required symbol.
bool HardHints::allows(std::span<const uint8_t> guess, const SymbolCounts& counts) const {
    if (!greensKept(guess))
        return false;
    if (deep_)
        return countsKept(guess);
    return ((need_[0] & ~counts.atLeast[0]) | (need_[1] & ~counts.atLeast[1]) |
            (need_[2] & ~counts.atLeast[2])) == 0;
}

bool HardHints::greensKept(std::span<const uint8_t> guess) const {
    for (int i = 0; i < greens_; ++i) {
        const size_t at = greenAt_[i];
        if (at >= guess.size() || guess[at] + 1 != green_[at])
            return false;
    }
    return true;
}

// A few compares per hint instead of a count of every symbol.
bool HardHints::countsKept(std::span<const uint8_t> guess) const {
    for (int r = 0; r < requiredCount_; ++r) {
        const auto [symbol, least] = required_[r];
        int held = 0;
        for (uint8_t g : guess)
            held += (g % kMaxSymbols) == symbol;
        if (held < least)
            return false;
    }
    return true;
}

std::u16string HardHints::key() const {
    std::u16string out;
    for (uint8_t g : green_)
        out.push_back(static_cast<char16_t>(g));
    for (int s = 0; s < kMaxSymbols; ++s)
        if (least_[s])
            out.push_back(static_cast<char16_t>(s << 8 | least_[s]));
    return out;
}

}  // namespace guesslab
