// Keyboard shortcuts: Space play/pause, Right step, Left step back, Home reset, End run to the end.
// They are ignored while a text field has focus, so typing a number into n or seed never steps.
#pragma once

namespace sortscope::ui {

class Player;
class SortSession;

void handle_shortcuts(SortSession& session, Player& player);

}  // namespace sortscope::ui
