// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <atomic>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <thread>

class QWidget;

namespace guesslab::gui {

// Reading and parsing a file a user named happens on a thread of its own,
// so the window keeps answering: a read that is not over at once shows a
// modal progress dialog (named "readingDialog") whose Cancel gives up on it.
// The file readers cap what they read, so an abandoned read ends by itself.
class BackgroundRead {
public:
    // work()'s result; nullopt when cancelled. What work() throws is thrown.
    template <class T>
    static std::optional<T> run(QWidget* parent, const QString& what, std::function<T()> work) {
        struct State {
            std::atomic<bool> done{false};
            std::optional<T> value;
            std::exception_ptr error;
        };
        auto state = std::make_shared<State>();
        std::thread([state, work = std::move(work)] {
            try {
                state->value.emplace(work());
            } catch (...) {
                state->error = std::current_exception();
            }
            state->done.store(true, std::memory_order_release);
        }).detach();
        if (!wait(parent, what, [state] { return state->done.load(std::memory_order_acquire); }))
            return std::nullopt;
        if (state->error)
            std::rethrow_exception(state->error);
        return std::move(state->value);
    }

private:
    // False when the user cancelled before done() held.
    static bool wait(QWidget* parent, const QString& what, const std::function<bool()>& done);
};

}  // namespace guesslab::gui
