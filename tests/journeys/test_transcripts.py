# What the table says (host_tools/transcript.py): scripted games of all five games, with and without
# players' names, across a power cut; each must say exactly what its file in transcripts/ holds. A
# change on purpose: `.venv/bin/python host_tools/transcript.py --write`, and the diff of those files
# shows every line it changed.
import os

import pytest

from host_tools import transcript as T


@pytest.mark.parametrize("game", T.GAMES)
@pytest.mark.parametrize("key", sorted(T.NAMES))
def test_the_table_says_what_the_transcript_holds(game, key, tmp_path):
    with open(os.path.join(T.OUT, "%s-%s.txt" % (game, key))) as f:
        want = f.read()
    got = T.play(game, T.NAMES[key], str(tmp_path))
    assert got.splitlines() == want.splitlines()
