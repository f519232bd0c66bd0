# Issue 47: the players' rules pages carry the keys and the lights, made from the one source the
# companion says them from (games/<game>/legend.py: the console's `legend`): a page that differs
# from what host_tools/rulesdoc.py makes of it fails here (`python host_tools/rulesdoc.py --write`).
import os

import pytest

from games import registry
from host_tools import rulesdoc

# the firmware's games (the platform tests add a test game, "tally", to the registry in this process)
GAMES = [n for n in registry.BUILT if os.path.exists(rulesdoc.path(n))]


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_page_lists_the_keys_and_lights_the_legend_holds(game):
    with open(rulesdoc.path(game), encoding="utf-8") as f:
        text = f.read()
    assert rulesdoc.made(game, text) == text, "docs/rules/%s.md: run host_tools/rulesdoc.py --write" % game
    mod = registry.part(game, "legend")
    assert len(mod.SCREENS) == len(mod.LIGHTS) and mod.KEYS
    for lights in mod.LIGHTS:
        for c, other, words in lights:
            # a light: its colours (one, or several side by side), its blink's other half, its words
            assert isinstance(c, (int, tuple)) and isinstance(other, (int, tuple)), words
            assert ": " in words and "*" not in words, words
    # the page's pointer goes to its own part, not to the developers' page for the keys and lights
    assert "(#the-keys-and-the-lights)" in text


def test_a_light_or_key_changed_in_the_legend_changes_the_page():
    text = "# A game\n\nIts rules.\n"
    once = rulesdoc.made("konane", text)
    assert once.startswith(text) and rulesdoc.HEAD in once and rulesdoc.made("konane", once) == once
    changed = once.replace("- **dark**: an empty square", "- **dark**: nothing")
    assert changed != once and rulesdoc.made("konane", changed) == once
