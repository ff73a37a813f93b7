// SPDX-License-Identifier: GPL-3.0-or-later
#include "absurdletree.h"

namespace guesslab {

size_t AbsurdleTree::lines() const {
    size_t n = 0;
    for (size_t i = 0; i < nodes.size(); ++i)
        n += i + 1 == nodes.size() || nodes[i + 1].parent != static_cast<int32_t>(i);
    return n;
}

std::vector<size_t> AbsurdleTree::childrenOf(int32_t parent) const {
    std::vector<size_t> out;
    for (size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].parent == parent)
            out.push_back(i);
    return out;
}

}  // namespace guesslab
