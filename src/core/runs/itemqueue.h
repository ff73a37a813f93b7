// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <deque>
#include <map>
#include <string>
#include <vector>

namespace guesslab {

// The items of a run still to hand out, and to whom. Items may name an
// affinity (items of one key share work: openers with the same letters
// reuse each other's remembered sets), so a worker that finished an item of
// a key gets the next item of that key while one is left, and a key a
// worker is on is not started by another. Without keys: in order.
class ItemQueue {
public:
    // `affinity` holds one key per item of the run (or is empty).
    ItemQueue(const std::vector<size_t>& pending, std::vector<std::string> affinity);

    bool empty() const { return items_.empty(); }
    size_t size() const { return items_.size(); }
    // The next item for `worker` (any number naming it, stable over the run).
    size_t take(int worker);
    // An item that was not finished (its worker stopped) goes back first.
    void putBack(size_t item);

private:
    const std::string& keyOf(size_t item) const;

    std::deque<size_t> items_;
    std::vector<std::string> affinity_;
    std::map<int, std::string> keyOfWorker_;  // the key each worker was last given
};

}  // namespace guesslab
