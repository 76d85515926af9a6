#include "action.h"

#include "resolution.h"

namespace adj {

Runner refuse(const QString &message)
{
    return [message](DiceSource &, Resolution &out) { out.fail(message); };
}

} // namespace adj
