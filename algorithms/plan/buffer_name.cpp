// The logical buffers' names (see buffer_name.hpp).
#include "algorithms/plan/buffer_name.hpp"

namespace sortscope::algo {

std::string_view buffer_name(BufferId id) {
    switch (id) {
        case BufferId::Keys: return "keys";
        case BufferId::KeysAlt: return "keys (second buffer)";
        case BufferId::Values: return "values";
        case BufferId::ValuesAlt: return "values (second buffer)";
        case BufferId::Counts: return "count tables";
    }
    return "buffer";
}

}  // namespace sortscope::algo
