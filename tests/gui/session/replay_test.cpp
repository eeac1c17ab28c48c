// Replay: a jump in the app runs a slice of steps per frame. With no time budget each advance runs one
// step, so a jump takes as many frames as steps; it ends at exactly the state that stepping gives, and
// a jump back resets first and comes forward again.
#include <catch2/catch.hpp>

#include <chrono>
#include <vector>

#include "core/session/replay.hpp"
#include "gpu_device.hpp"
#include "small_input.hpp"

using namespace sortscope;
using namespace sortscope::ui;

namespace {

std::vector<uint32_t> keys_of(const SortSession& session) { return {session.keys().begin(), session.keys().end()}; }

}  // namespace

TEST_CASE("a replay runs one step per advance with no budget and ends at the stepped state", "[gui][session][replay]") {
    if (test::test_device() == nullptr) return;
    SortSession session(test::small_input("bitonic", 64));
    SortSession stepped(test::small_input("bitonic", 64));
    for (int k = 0; k < 7; ++k) stepped.step();

    Replay replay;
    replay.start(session, 7);
    REQUIRE(replay.active());
    for (size_t frame = 1; frame <= 7; ++frame) {
        const bool more = replay.advance(session, std::chrono::microseconds(0));
        CHECK(session.cursor() == frame);  // one step per frame: no frame runs the whole jump
        CHECK(more == (frame < 7));
    }
    CHECK_FALSE(replay.active());
    CHECK(keys_of(session) == keys_of(stepped));
    CHECK(session.check().ok);  // the last replayed step was read back and checked against the CPU
    CHECK(session.totals().dispatches == 7);

    // Back to step 3: the session resets at once, then replays forward.
    replay.start(session, 3);
    CHECK(session.cursor() == 0);
    while (replay.advance(session, std::chrono::microseconds(0))) {
    }
    SortSession three(test::small_input("bitonic", 64));
    for (int k = 0; k < 3; ++k) three.step();
    CHECK(session.cursor() == 3);
    CHECK(keys_of(session) == keys_of(three));

    // A target past the end is the end; a target at the cursor is no replay at all.
    replay.start(session, 1000);
    CHECK(replay.target() == session.step_count());
    while (replay.advance(session, std::chrono::seconds(1))) {
    }
    CHECK(session.cursor() == session.step_count());
    replay.start(session, session.step_count());
    CHECK_FALSE(replay.active());
}
