// SPDX-License-Identifier: GPL-3.0-or-later
#include "mpiworld.h"

#include <mpi.h>

#include <cstdlib>

namespace guesslab::cli {

namespace {
// Open MPI's mpirun (and PMIx launchers such as Slurm's srun) set these.
bool launchedByMpirun() {
    return std::getenv("OMPI_COMM_WORLD_SIZE") || std::getenv("PMIX_RANK") ||
           std::getenv("PMI_SIZE");
}
}  // namespace

MpiWorld& MpiWorld::get() {
    static MpiWorld world;
    return world;
}

MpiWorld::MpiWorld() {
    if (!launchedByMpirun())
        return;
    int provided = 0;
    // Only the main thread calls MPI; the engine's threads never do.
    MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
    started_ = true;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
}

MpiWorld::~MpiWorld() {
    if (started_)
        MPI_Finalize();
}

void MpiWorld::send(int to, int tag, const std::string& text) {
    MPI_Send(text.data(), static_cast<int>(text.size()), MPI_CHAR, to, tag, MPI_COMM_WORLD);
}

std::optional<MpiWorld::Message> MpiWorld::poll() {
    int flag = 0;
    MPI_Status status;
    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &status);
    if (!flag)
        return std::nullopt;
    return take(status.MPI_SOURCE, status.MPI_TAG);
}

MpiWorld::Message MpiWorld::receive() {
    MPI_Status status;
    MPI_Probe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &status);
    return take(status.MPI_SOURCE, status.MPI_TAG);
}

MpiWorld::Message MpiWorld::take(int from, int tag) {
    MPI_Status status;
    MPI_Probe(from, tag, MPI_COMM_WORLD, &status);
    int count = 0;
    MPI_Get_count(&status, MPI_CHAR, &count);
    Message m{from, tag, std::string(static_cast<size_t>(count), '\0')};
    MPI_Recv(m.text.data(), count, MPI_CHAR, from, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return m;
}

}  // namespace guesslab::cli
