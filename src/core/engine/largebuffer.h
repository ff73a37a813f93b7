// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>
#include <type_traits>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace guesslab {

// A fixed-size array for tables of tens of megabytes: not zero-filled (every
// cell is written before use) and backed by huge pages where the kernel
// offers them, which saves thousands of page faults per build.
template <class T>
class LargeBuffer {
    static_assert(std::is_trivial_v<T>);

public:
    // What a buffer smaller than a huge page gets: a huge-page boundary of
    // its own, or plain memory (for tables that are often small and made
    // again and again, where an aligned block each time costs more than the
    // table).
    enum class Small { Aligned, Plain };

    LargeBuffer() = default;
    explicit LargeBuffer(size_t count, Small small = Small::Aligned) : size_(count) {
        if (count == 0)
            return;
        constexpr size_t kHuge = size_t{2} << 20;
        if (small == Small::Plain && count * sizeof(T) < kHuge) {
            data_.reset(static_cast<T*>(std::malloc(count * sizeof(T))));
            if (!data_)
                throw std::bad_alloc();
            return;
        }
        const size_t bytes = (count * sizeof(T) + kHuge - 1) / kHuge * kHuge;
        void* p = std::aligned_alloc(kHuge, bytes);
        if (!p)
            throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        madvise(p, bytes, MADV_HUGEPAGE);  // a hint: failure only costs speed
#endif
        data_.reset(static_cast<T*>(p));
    }

    size_t size() const {
        return size_;
    }
    T* data() {
        return data_.get();
    }
    const T* data() const {
        return data_.get();
    }
    T& operator[](size_t i) {
        return data_[i];
    }
    const T& operator[](size_t i) const {
        return data_[i];
    }

private:
    struct Free {
        void operator()(T* p) const { std::free(p); }
    };
    std::unique_ptr<T[], Free> data_;
    size_t size_ = 0;
};

}  // namespace guesslab
