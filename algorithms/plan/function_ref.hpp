// A non-owning reference to a callable, for visitors called once per comparator: std::function's
// allocation and type erasure would cost more than the comparator itself.
#pragma once

#include <type_traits>
#include <utility>

namespace sortscope::algo {

template <class Signature>
class FunctionRef;

template <class Result, class... Args>
class FunctionRef<Result(Args...)> {
public:
    template <class Callable,
              class = std::enable_if_t<!std::is_same_v<std::remove_cvref_t<Callable>, FunctionRef>>>
    FunctionRef(Callable&& callable)  // NOLINT: implicit, like std::function
        : m_object(const_cast<void*>(static_cast<const void*>(&callable))),
          m_call([](void* object, Args... args) -> Result {
              return (*static_cast<std::remove_reference_t<Callable>*>(object))(std::forward<Args>(args)...);
          }) {}

    Result operator()(Args... args) const { return m_call(m_object, std::forward<Args>(args)...); }

private:
    void* m_object;
    Result (*m_call)(void*, Args...);
};

}  // namespace sortscope::algo
