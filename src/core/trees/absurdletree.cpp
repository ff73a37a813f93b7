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

void AbsurdleTree::dropUnfinished(int length) {
    std::vector<char> keep(nodes.size(), 0);
    for (size_t i = nodes.size(); i-- > 0;) {  // children follow their parents
        keep[i] |= nodes[i].feedback == Pattern::allGreen(length);
        if (keep[i] && nodes[i].parent >= 0)
            keep[static_cast<size_t>(nodes[i].parent)] = 1;
    }
    std::vector<int32_t> moved(nodes.size(), -1);
    std::vector<Node> kept;
    for (size_t i = 0; i < nodes.size(); ++i)
        if (keep[i]) {
            Node n = nodes[i];
            if (n.parent >= 0)
                n.parent = moved[static_cast<size_t>(n.parent)];
            moved[i] = static_cast<int32_t>(kept.size());
            kept.push_back(n);
        }
    nodes = std::move(kept);
}

}  // namespace guesslab
