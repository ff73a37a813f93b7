// SPDX-License-Identifier: GPL-3.0-or-later
// Turns a run-time word length into a compile-time one, so a kernel's loops
// over positions unroll. Included by kernels built with different target
// flags: internal linkage keeps their copies apart.
#pragma once

#include <type_traits>

namespace {

// f(std::integral_constant<int, L>{}) for length L in 1..10; nothing otherwise.
template <class F>
void withWordLength(int length, F&& f) {
    switch (length) {
        case 1:
            return f(std::integral_constant<int, 1>{});
        case 2:
            return f(std::integral_constant<int, 2>{});
        case 3:
            return f(std::integral_constant<int, 3>{});
        case 4:
            return f(std::integral_constant<int, 4>{});
        case 5:
            return f(std::integral_constant<int, 5>{});
        case 6:
            return f(std::integral_constant<int, 6>{});
        case 7:
            return f(std::integral_constant<int, 7>{});
        case 8:
            return f(std::integral_constant<int, 8>{});
        case 9:
            return f(std::integral_constant<int, 9>{});
        case 10:
            return f(std::integral_constant<int, 10>{});
        default:
            return;
    }
}

}  // namespace
