// An algorithm's own values in Options: the options only it reads (declared by its catalogue entry,
// option_model.hpp's OwnOption) and the per-device choices its own defaults make. The plan model names no
// algorithm: each value is a slot keyed by the address of the algorithm's OwnValue, which its sort folder
// declares and reads through accessors of its own (one line each over own_value and set_own_value below).
// Two algorithms' values never share a slot, so one Options can carry both (sortscope-cli bench runs
// several algorithms with one Options).
#pragma once

#include <array>
#include <concepts>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace sortscope::algo {

// One value an algorithm keeps in Options: its name (for messages and tests) and the value it has when
// nothing set it.
struct OwnValue {
    std::string_view name;
    uint32_t fallback = 0;
};

// The values set in one Options, at most kMaxOwnValues of them (all algorithms' together). A value equal
// to its fallback is not stored, so that two Options with the same values compare equal however they
// were set.
class OwnValues {
public:
    static constexpr size_t kMaxOwnValues = 10;

    uint32_t get(const OwnValue& key) const {
        for (const Slot& slot : m_slots) {
            if (slot.key == &key) return slot.value;
        }
        return key.fallback;
    }

    void set(const OwnValue& key, uint32_t value) {
        for (Slot& slot : m_slots) {
            if (slot.key == &key) {
                slot = value == key.fallback ? Slot{} : Slot{&key, value};
                return;
            }
        }
        if (value == key.fallback) return;
        for (Slot& slot : m_slots) {
            if (slot.key == nullptr) {
                slot = Slot{&key, value};
                return;
            }
        }
        // More values than slots is the catalogue's error, not the user's: raise kMaxOwnValues.
        throw std::logic_error("Options holds at most " + std::to_string(kMaxOwnValues) + " algorithms' own values");
    }

    bool operator==(const OwnValues& other) const {
        for (const Slot& slot : m_slots) {
            if (slot.key != nullptr && other.get(*slot.key) != slot.value) return false;
        }
        for (const Slot& slot : other.m_slots) {
            if (slot.key != nullptr && get(*slot.key) != slot.value) return false;
        }
        return true;
    }

private:
    struct Slot {
        const OwnValue* key = nullptr;
        uint32_t value = 0;
    };
    std::array<Slot, kMaxOwnValues> m_slots{};
};

struct Options;  // plan.hpp: it keeps its own values as Options::own

// Where an own value is read and set: an Options, or the own values alone (as the app's input keeps them).
template <class Holder>
concept OwnValueHolder = std::same_as<Holder, OwnValues> || std::same_as<Holder, Options>;

// The value `key` has in `holder`, and setting it: a sort folder's accessors are one line each over these,
// for an Options and its own values alike:
//   uint32_t digits_of(const OwnValueHolder auto& holder) { return own_value(holder, kDigitsValue); }
template <OwnValueHolder Holder>
uint32_t own_value(const Holder& holder, const OwnValue& key) {
    if constexpr (std::same_as<Holder, OwnValues>) {
        return holder.get(key);
    } else {
        return holder.own.get(key);
    }
}

template <OwnValueHolder Holder>
void set_own_value(Holder& holder, const OwnValue& key, uint32_t value) {
    if constexpr (std::same_as<Holder, OwnValues>) {
        holder.set(key, value);
    } else {
        holder.own.set(key, value);
    }
}

}  // namespace sortscope::algo
