// CSV and JSON of benchmark records (see bench_files.hpp).
#include "bench_files.hpp"

#include <cstdio>

#include <nlohmann/json.hpp>

namespace sortscope::measure {

namespace {

// Enough digits for a microsecond out of seconds, and round numbers stay short ("12.5", "3e+09").
std::string number_text(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.7g", value);
    return text;
}

std::string optional_text(const std::optional<double>& value) { return value ? number_text(*value) : std::string(); }

std::string times_text(const std::vector<double>& times) {
    std::string text;
    for (double ms : times) {
        if (!text.empty()) text += ' ';
        text += number_text(ms);
    }
    return text;
}

// The cells of one record, in bench_columns() order.
std::vector<std::string> cells(const BenchRecord& r) {
    return {r.kind,
            r.algorithm,
            std::to_string(r.n),
            std::to_string(r.batch),
            std::to_string(r.log2n),
            r.key_type,
            r.values ? "true" : "false",
            r.descending ? "true" : "false",
            std::to_string(r.radix_bits),
            std::to_string(r.local_size),
            std::to_string(r.dispatches),
            std::to_string(r.reps),
            optional_text(r.median_ms),
            optional_text(r.min_ms),
            times_text(r.times_ms),
            optional_text(r.keys_per_s),
            optional_text(r.gb_per_s),
            std::to_string(r.gpu_bytes),
            optional_text(r.bytes_per_key_model),
            optional_text(r.ceiling_keys_per_s),
            optional_text(copy_bandwidth_share(r)),
            r.checked_against,
            r.renderer,
            r.timer,
            r.sm_clock_mhz ? std::to_string(*r.sm_clock_mhz) : std::string(),
            r.max_sm_clock_mhz ? std::to_string(*r.max_sm_clock_mhz) : std::string(),
            r.checked ? "true" : "false",
            r.skipped,
            r.step ? std::to_string(*r.step) : std::string(),
            r.kernel,
            r.description};
}

nlohmann::ordered_json optional_json(const std::optional<double>& value) {
    return value ? nlohmann::ordered_json(*value) : nlohmann::ordered_json(nullptr);
}

}  // namespace

std::vector<std::string> bench_columns() {
    return {"kind",      "algorithm",  "n",         "batch",     "log2n",      "key_type",
            "values",    "descending", "radix_bits", "wg",       "dispatches", "reps",
            "median_ms", "min_ms",     "times_ms",  "keys_per_s", "gb_per_s",  "gpu_bytes",
            "bytes_per_key_model", "ceiling_keys_per_s", "copy_bandwidth_share", "checked_against",
            "renderer",  "timer",      "sm_clock_mhz", "max_sm_clock_mhz", "checked",    "skipped",   "step",       "kernel",
            "description"};
}

std::string csv_field(const std::string& text) {
    if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
    std::string quoted(1, '"');
    for (char c : text) {
        if (c == '"') quoted += '"';
        quoted += c;
    }
    quoted += '"';
    return quoted;
}

std::string bench_csv(std::span<const BenchRecord> records) {
    std::string csv;
    auto add_row = [&](const std::vector<std::string>& row) {
        for (size_t i = 0; i < row.size(); ++i) {
            if (i > 0) csv += ',';
            csv += csv_field(row[i]);
        }
        csv += "\n";
    };
    add_row(bench_columns());
    for (const BenchRecord& record : records) add_row(cells(record));
    return csv;
}

std::string bench_json(std::span<const BenchRecord> records, const std::string& renderer, const std::string& timer) {
    nlohmann::ordered_json measurements = nlohmann::ordered_json::array();
    for (const BenchRecord& r : records) {
        measurements.push_back({{"kind", r.kind},
                                {"algorithm", r.algorithm},
                                {"n", r.n},
                                {"batch", r.batch},
                                {"log2n", r.log2n},
                                {"key_type", r.key_type},
                                {"values", r.values},
                                {"descending", r.descending},
                                {"radix_bits", r.radix_bits},
                                {"wg", r.local_size},
                                {"dispatches", r.dispatches},
                                {"reps", r.reps},
                                {"median_ms", optional_json(r.median_ms)},
                                {"min_ms", optional_json(r.min_ms)},
                                {"times_ms", r.times_ms},
                                {"keys_per_s", optional_json(r.keys_per_s)},
                                {"gb_per_s", optional_json(r.gb_per_s)},
                                {"gpu_bytes", r.gpu_bytes},
                                {"bytes_per_key_model", optional_json(r.bytes_per_key_model)},
                                {"ceiling_keys_per_s", optional_json(r.ceiling_keys_per_s)},
                                {"copy_bandwidth_share", optional_json(copy_bandwidth_share(r))},
                                {"checked_against", r.checked_against},
                                {"renderer", r.renderer},
                                {"timer", r.timer},
                                {"sm_clock_mhz", r.sm_clock_mhz ? nlohmann::ordered_json(*r.sm_clock_mhz) : nlohmann::ordered_json(nullptr)},
                                {"max_sm_clock_mhz", r.max_sm_clock_mhz ? nlohmann::ordered_json(*r.max_sm_clock_mhz) : nlohmann::ordered_json(nullptr)},
                                {"checked", r.checked},
                                {"skipped", r.skipped.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(r.skipped)},
                                {"step", r.step ? nlohmann::ordered_json(*r.step) : nlohmann::ordered_json(nullptr)},
                                {"kernel", r.kernel},
                                {"description", r.description}});
    }
    const nlohmann::ordered_json document = {{"renderer", renderer}, {"timer", timer}, {"measurements", measurements}};
    // Always valid UTF-8: a byte of invalid UTF-8 (a renderer's name, say) becomes U+FFFD, never an exception.
    return document.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace sortscope::measure
