// SortSession, driven headless through an EGL context: stepping back gives exactly the GPU state of that
// step, the GPU matches the CPU after every step for every algorithm (and both of onesweep's paths),
// totals add up, a failed or refused input leaves the old session alone, hot reload keeps the last
// good kernels when an edit breaks one, and a step checked on the worker thread is shown whole.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <span>
#include <string>
#include <thread>
#include <vector>

#include "algorithms/catalogue/network.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/teaching/table.hpp"
#include "algorithms/verify/check.hpp"
#include "core/session/sort_session.hpp"
#include "device/device_limits.hpp"
#include "gpu_device.hpp"
#include "device/gpu_error.hpp"
#include "programs/shader_source.hpp"
#include "small_input.hpp"

using namespace sortscope;
using namespace sortscope::ui;

TEST_CASE("stepping forward 10 and back 5 shows the same keys as going forward 5", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    SortSession session(test::small_input("bitonic", 64));
    for (int k = 0; k < 10; ++k) session.step();
    for (int k = 0; k < 5; ++k) session.step_back();
    REQUIRE(session.cursor() == 5);
    const std::vector<uint32_t> back(session.keys().begin(), session.keys().end());
    const std::vector<uint8_t> back_marks(session.marks().begin(), session.marks().end());
    const Totals back_totals = session.totals();
    session.reset();
    for (int k = 0; k < 5; ++k) session.step();
    CHECK(std::vector<uint32_t>(session.keys().begin(), session.keys().end()) == back);
    CHECK(std::vector<uint8_t>(session.marks().begin(), session.marks().end()) == back_marks);
    CHECK(session.totals().comparisons == back_totals.comparisons);
    CHECK(session.totals().swaps == back_totals.swaps);
    CHECK(session.totals().dispatches == 5);
}

TEST_CASE("every algorithm's session agrees with the CPU after every step and ends sorted", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        for (uint32_t n : {1u, 13u, 64u}) {
            SortSession session(test::small_input(std::string(info.id), n));
            INFO(info.id << ", n = " << n);
            while (!session.done()) {
                session.step();
                INFO("step " << session.cursor() << ": first difference at " << session.check().first_difference);
                REQUIRE(session.check().ok);
            }
            CHECK(session.sorted());
            // The totals are the reference's over the whole plan.
            const algo::SortResult reference = algo::reference_sort(session.plan(), input_keys(session.input()),
                                                                    algo::index_values(n));
            CHECK(session.totals().comparisons == reference.effect.comparisons);
            CHECK(session.totals().swaps == reference.effect.swaps);
        }
    }
}

TEST_CASE("onesweep's look-back path agrees with the CPU after every step and ends sorted", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    // Up to 7 tiles of 8 keys: where work groups may not progress independently (llvmpipe), 8 tiles at
    // work groups of 4 are past the look-back's loop budget (64 bins per invocation).
    for (uint32_t n : {13u, 56u}) {
        InputSpec input = test::small_input("onesweep", n);
        set_onesweep_path(input.own, algo::OnesweepPath::Lookback);
        SortSession session(input);
        INFO("n = " << n);
        REQUIRE(session.step_count() == 6);
        while (!session.done()) {
            session.step();
            INFO("step " << session.cursor() << ": first difference at " << session.check().first_difference);
            REQUIRE(session.check().ok);
        }
        CHECK(session.sorted());
    }
}

TEST_CASE("a look-back the driver cannot be trusted with is refused, and the session stays as it was", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    SortSession session(test::small_input("onesweep", 64));
    session.step();
    InputSpec many_tiles = test::small_input("onesweep", 50000);
    many_tiles.numbers.set(options::kTileOption, 256);  // 196 tiles
    many_tiles.local_size = 64;
    set_onesweep_path(many_tiles.own, algo::OnesweepPath::Lookback);
    if (gpu::device_caps(session.limits()).independent_progress) {
        CHECK_NOTHROW(session.set_input(many_tiles));  // a driver known to be safe runs any number of tiles
        return;
    }
    CHECK_THROWS_WITH(session.set_input(many_tiles), Catch::Contains("look-back path is refused"));
    CHECK(session.input().n == 64);
    CHECK(session.cursor() == 1);
    session.step();
    CHECK(session.check().ok);
}

TEST_CASE("a new input the device cannot run leaves the session as it was", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    SortSession session(test::small_input("bitonic", 32));
    session.step();
    InputSpec impossible = test::small_input("bitonic", 32);
    impossible.local_size = 4096;  // beyond every device's work-group limit
    CHECK_THROWS_AS(session.set_input(impossible), gpu::GpuError);
    CHECK(session.input().local_size == 4);
    CHECK(session.cursor() == 1);
    session.step();
    CHECK(session.check().ok);
}

TEST_CASE("hot reload rebuilds the kernels, and a broken edit keeps the last good ones", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "sortscope_hot_reload";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    for (const std::string& name : gpu::shader_files()) std::ofstream(dir / name) << gpu::load_shader_text(name);
    ::setenv("SORTSCOPE_SHADER_DIR", dir.c_str(), 1);
    {
        SortSession session(test::small_input("bitonic", 32));
        session.step();
        session.step();
        CHECK(session.reload_kernels().empty());
        CHECK(session.cursor() == 2);
        CHECK(session.check().ok);
        std::ofstream(dir / "bitonic_step.comp") << "layout(local_size_x = LOCAL_SIZE) in;\nvoid main() {\n    oops;\n}\n";
        const std::string log = session.reload_kernels();
        INFO(log);
        CHECK_THAT(log, Catch::Contains("bitonic_step.comp:3"));
        // The old programs still run.
        session.step();
        CHECK(session.check().ok);
        CHECK(session.cursor() == 3);
    }
    ::unsetenv("SORTSCOPE_SHADER_DIR");
    std::filesystem::remove_all(dir);
}

namespace {

// The reference's state after the first `steps` steps of the session's plan, from its input.
algo::State reference_after(const SortSession& session, size_t steps) {
    algo::State state = algo::make_state(session.plan(), session.keys_before_first_step(),
                                         session.input().values ? algo::index_values(session.keys_before_first_step().size())
                                                                : std::vector<uint32_t>{});
    for (size_t s = 0; s < steps; ++s) algo::reference_step(session.plan(), session.plan().steps[s], state);
    return state;
}

// Each position a comparator of the last step touched (array 0), and each whose key changed.
std::vector<uint8_t> expected_marks(const SortSession& session, std::span<const uint32_t> previous_keys) {
    std::vector<uint8_t> marks(session.keys().size(), 0);
    algo::for_each_comparator(*session.last_step(), [&](const algo::Comparator& c) {
        marks[c.i] |= kMarkCompared;
        marks[c.j] |= kMarkCompared;
    });
    for (size_t i = 0; i < marks.size(); ++i) {
        if (session.keys()[i] != previous_keys[i]) marks[i] |= kMarkMoved;
    }
    return marks;
}

}  // namespace

// The session copies into its state before a step only the buffers the last step may have written:
// whatever the path there (steps, a seek, a step back), the state before is the reference's, whole.
TEST_CASE("the state before the last step is the reference's, after steps, seeks and steps back", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        SortSession session(test::small_input(std::string(info.id), 40));
        INFO(info.id << " with " << session.step_count() << " steps");
        auto check_before = [&]() {
            REQUIRE(session.cursor() > 0);
            INFO("at step " << session.cursor());
            const algo::State expected = reference_after(session, session.cursor() - 1);
            for (size_t b = 0; b < algo::kBufferCount; ++b) CHECK(session.state_before().buffers[b] == expected.buffers[b]);
            const algo::State now = reference_after(session, session.cursor());
            for (size_t b = 0; b < algo::kBufferCount; ++b) CHECK(session.state_now().buffers[b] == now.buffers[b]);
        };
        while (!session.done()) {
            const std::vector<uint32_t> previous(session.keys().begin(), session.keys().end());
            session.step();
            check_before();
            CHECK(std::vector<uint8_t>(session.marks().begin(), session.marks().end()) == expected_marks(session, previous));
        }
        session.seek(session.step_count() / 2 + 1);
        check_before();
        session.step();
        check_before();
        if (session.cursor() > 1) {
            session.step_back();
            check_before();
        }
    }
}

// The network view marks the swaps of its placed comparators from what the session's reference walk
// kept: every comparator of every step, fused ones included, must read as the reference saw it.
TEST_CASE("the session tells which comparators of the last step swapped, as the reference did", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    size_t fused_swaps = 0;
    for (const char* id : {"bitonic", "bitonic-shared", "odd-even-merge", "odd-even-transposition"}) {
        SortSession session(test::small_input(id, 40));
        INFO(id);
        while (!session.done()) {
            session.step();
            const algo::Step& step = *session.last_step();
            algo::State state = session.state_before();
            size_t compared = 0;
            algo::reference_step(session.plan(), step, state, [&](const algo::Comparator& c, bool swapped) {
                ++compared;
                INFO("step " << session.cursor() << ", stage " << c.stage << ", " << c.i << " <-> " << c.j);
                REQUIRE(session.last_step_swapped(c) == swapped);
                if (swapped && step.stage_count > 1) ++fused_swaps;
            });
            CHECK(compared > 0);
            // A comparator of another stage is not this step's.
            CHECK_FALSE(session.last_step_swapped(algo::Comparator{0, 1, true, step.first_stage + step.stage_count}));
        }
        session.reset();
        CHECK_FALSE(session.last_step_swapped(algo::Comparator{0, 1, true, 0}));
    }
    CHECK(fused_swaps > 0);  // some steps ran several stages and swapped there
}

namespace {

// What a session shows, to compare two sessions that went different ways to the same step.
void check_same_shown(const SortSession& got, const SortSession& want) {
    REQUIRE(got.cursor() == want.cursor());
    CHECK(std::ranges::equal(got.keys(), want.keys()));
    CHECK(std::ranges::equal(got.values(), want.values()));
    CHECK(std::ranges::equal(got.marks(), want.marks()));
    CHECK(got.check().ok == want.check().ok);
    CHECK(got.totals().dispatches == want.totals().dispatches);
    CHECK(got.totals().comparisons == want.totals().comparisons);
    CHECK(got.totals().swaps == want.totals().swaps);
    for (size_t b = 0; b < algo::kBufferCount; ++b) {
        CHECK(got.state_before().buffers[b] == want.state_before().buffers[b]);
        CHECK(got.state_now().buffers[b] == want.state_now().buffers[b]);
    }
}

// Polls as the app's frames do, for at most a minute (llvmpipe runs the step on the CPU).
bool poll_until_shown(SortSession& session) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(1);
    while (std::chrono::steady_clock::now() < deadline) {
        if (session.poll()) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return false;
}

}  // namespace

// The app asks for a step at a large n with step_soon(): its CPU work runs on a worker thread, and
// until poll() shows it, the session shows the step before, whole (the views never see half a step).
TEST_CASE("a step asked for soon is shown whole once checked, as the same step run at once", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    for (const char* id : {"bitonic", "radix", "odd-even-merge"}) {
        INFO(id);
        ui::InputSpec input = test::small_input(id, static_cast<uint32_t>(kBackgroundStepKeys));
        input.local_size = 64;
        input.numbers.set(options::kTileOption, 256);
        SortSession soon(input);
        SortSession now(input);
        const std::vector<uint32_t> start(soon.keys().begin(), soon.keys().end());
        const uint64_t version = soon.version();

        soon.step_soon();
        CHECK(soon.steps_pending() == 1);
        CHECK(soon.cursor() == 0);  // still the input, not half a step
        CHECK(std::ranges::equal(soon.keys(), start));
        CHECK(soon.last_step() == nullptr);
        REQUIRE(poll_until_shown(soon));
        CHECK(soon.version() > version);
        CHECK(soon.steps_pending() == 0);
        CHECK_FALSE(soon.poll());  // nothing more to show
        now.step();
        check_same_shown(soon, now);
        CHECK(soon.check().ok);

        // Presses faster than the checks wait their turn; settle() shows the last of them.
        for (int k = 0; k < 3; ++k) soon.step_soon();
        CHECK(soon.steps_pending() == 3);
        CHECK(soon.cursor() == 1);
        soon.settle();
        for (int k = 0; k < 3; ++k) now.step();
        check_same_shown(soon, now);

        // Any other move first shows what is pending: a step back from two steps asked for.
        soon.step_soon();
        soon.step_soon();
        soon.step_back();
        now.step();
        check_same_shown(soon, now);
        CHECK(soon.cursor() == 5);
    }
}

TEST_CASE("below the background size a step asked for soon is shown at once", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    SortSession session(test::small_input("bitonic", 64));
    session.step_soon();
    CHECK(session.steps_pending() == 0);
    CHECK(session.cursor() == 1);
    CHECK_FALSE(session.poll());
}

namespace {

// What the table view shows must be the focus step's tables, as step_tables makes them, capped.
void check_shown_tables(const SortSession& session) {
    const auto focus = session.focus_step();
    REQUIRE(focus.has_value());
    const auto moment = session.cursor() > 0 ? algo::TableMoment::AfterStep : algo::TableMoment::BeforeStep;
    const std::vector<algo::Table> want = algo::step_tables(session.plan(), *focus, session.state_before(), moment, kShownTableRows);
    const std::vector<algo::Table>& got = session.shown_tables();
    REQUIRE(got.size() == want.size());
    for (size_t t = 0; t < want.size(); ++t) {
        INFO("table " << t << ": " << want[t].title);
        CHECK(got[t].title == want[t].title);
        CHECK(got[t].columns == want[t].columns);
        CHECK(got[t].rows == want[t].rows);
        CHECK(got[t].total_rows == want[t].total_rows);
        CHECK(got[t].rows.size() <= kShownTableRows);
    }
}

}  // namespace

TEST_CASE("the tables shown are the focus step's, made with its check, before and after steps, seeks and presses", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        INFO(info.id);
        SortSession session(test::small_input(std::string(info.id), 40));
        if (session.step_count() == 0) continue;
        check_shown_tables(session);  // the first step's question
        session.step();
        check_shown_tables(session);
        session.seek(session.step_count() / 2 + 1);
        check_shown_tables(session);
        session.step_back();
        check_shown_tables(session);
        session.reset();
        check_shown_tables(session);
        for (int i = 0; i < 3 && !session.done(); ++i) session.step();  // several a frame, none asked for
        check_shown_tables(session);
    }
    // A large step checked on the worker thread: the table is capped there.
    ui::InputSpec input = test::small_input("bitonic", static_cast<uint32_t>(kBackgroundStepKeys));
    input.local_size = 64;
    SortSession large(input);
    large.step_soon();
    large.settle();
    CHECK(large.shown_tables_ready());  // made by the worker, with the check
    check_shown_tables(large);
    REQUIRE_FALSE(large.shown_tables().empty());
    CHECK(large.shown_tables().front().rows.size() == kShownTableRows);
    CHECK(large.shown_tables().front().total_rows == kBackgroundStepKeys / 2);
    // With the table view hidden, the worker makes none; the view's first ask makes the same tables.
    SortSession hidden(input);
    hidden.set_tables_wanted(false);
    hidden.step_soon();
    hidden.settle();
    CHECK_FALSE(hidden.shown_tables_ready());
    check_shown_tables(hidden);
    CHECK(hidden.shown_tables_ready());
}

TEST_CASE("an app step builds the plan once: opening an input and stepping through it", "[gui][session][plan]") {
    if (test::test_device() == nullptr) return;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        INFO(info.id);
        const uint64_t before = algo::plan_builds();
        SortSession session(test::small_input(std::string(info.id), 32));
        // The rank sorts split their counting by the device's speed: their plan is built once more with it.
        CHECK(algo::plan_builds() - before == (info.splits_counting ? 2u : 1u));
        const uint64_t opened = algo::plan_builds();
        session.step();
        session.step();
        session.step_back();
        CHECK(algo::plan_builds() == opened);
    }
}
