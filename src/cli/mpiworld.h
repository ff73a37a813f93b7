// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>

namespace guesslab::cli {

// The processes of an mpirun launch. MPI is started only when the program
// was launched by mpirun (its environment says so), on first use, and
// finalised at exit; otherwise this is a world of one and never calls MPI.
class MpiWorld {
public:
    static MpiWorld& get();

    bool launched() const { return size_ > 1; }
    int rank() const { return rank_; }
    int size() const { return size_; }

    struct Message {
        int from = 0;
        int tag = 0;
        std::string text;
    };
    void send(int to, int tag, const std::string& text);
    // A message that has arrived, if any (does not wait).
    std::optional<Message> poll();
    // Waits for the next message.
    Message receive();

    ~MpiWorld();
    MpiWorld(const MpiWorld&) = delete;
    MpiWorld& operator=(const MpiWorld&) = delete;

private:
    MpiWorld();
    Message take(int from, int tag);

    bool started_ = false;
    int rank_ = 0;
    int size_ = 1;
};

}  // namespace guesslab::cli
