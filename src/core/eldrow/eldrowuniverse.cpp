// SPDX-License-Identifier: GPL-3.0-or-later
#include "eldrowuniverse.h"

#include "bitgather.h"
#include "bitrow.h"

namespace guesslab {

void EldrowUniverse::compact(const EldrowUniverse& from, const uint64_t* pool, EldrowUniverse& to) {
    to.ids.clear();
    forEachBit(pool, from.blocks, [&](size_t a) {
        if (a == from.target)
            to.target = to.ids.size();
        to.ids.push_back(from.ids[a]);
    });
    const size_t m = to.ids.size();
    to.blocks = (m + 63) / 64;
    to.level = from.level + 1;
    // Not cleared first: the gather writes every word of every row.
    to.same.resize(m * to.blocks);
    to.apart.resize(m * to.blocks);
    to.all.assign(to.blocks, ~uint64_t{0});
    if (m % 64 != 0)
        to.all.back() = (uint64_t{1} << (m % 64)) - 1;
    const BitGather gather(pool, from.blocks);
    size_t i = 0;
    forEachBit(pool, from.blocks, [&](size_t a) {
        gather(from.sameRow(a), to.same.data() + i * to.blocks, from.apartRow(a),
               to.apart.data() + i * to.blocks);
        ++i;
    });
}

}  // namespace guesslab
