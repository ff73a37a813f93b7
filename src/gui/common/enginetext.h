#pragma once

#include "jobcontext.h"

#include <QString>

#include <string>
#include <vector>

namespace guesslab::gui {

// The core speaks English with %1, %2 ... for its figures; the window words
// the same texts in the user's language (the list of them is enginetext.cpp).
namespace EngineText {
QString text(const std::string& text, const std::vector<std::string>& args = {});
// "Opener 'salet' (2 of 9) · 1520 sets searched, ...": the stage, then the phase.
QString progress(const Progress& progress);
}  // namespace EngineText

}  // namespace guesslab::gui
