# One running game: its set-up, the actions applied so far, and the actions undone (for redo).
# A game is fully determined by set-up + actions, so that is what is saved after every action, and
# undo is a replay from the set-up without the last action. One mechanism serves every game.
# Whatever undo or redo can still bring back is in the same save (one atomic write): the actions redo
# replays, and the game a new game or End game set aside (`other`, see ui/confirm.py).
from core import store
from core.errors import Illegal, BadSetup

from core.store import SAVE, BAD  # noqa: F401 (core.session.SAVE for its readers)


class Session:
    def __init__(self, name, game_cls, setup, actions=(), st=None, redo=None):
        """Build the game and replay `actions`; raises BadSetup or Illegal if they do not replay.
        redo: a Log of the actions redo replays (the next one last), as the save holds them."""
        self.name = name
        self.cls = game_cls
        self.setup = bytes(setup)
        self.store = st
        self.log = store.Log()
        self.redo_stack = redo if redo is not None else store.Log()
        self.other = None  # the save section of the game set aside by a new game, End game or undo
        self.other_redo = False  # it comes back on redo (else on undo); never True without other
        self.unsaved = None  # why the last save failed (the game is ahead of flash), or None
        self.game = game_cls(self.setup)
        for a in actions:
            self.game.apply(a)
            self.log.append(a)

    def save(self):
        """Write the save. A failed write never loses the game in play: `unsaved` says why, and
        the next save writes everything."""
        if self.store is None:
            return
        try:
            data = store.encode(self.name, self.setup, self.log, self.redo_stack, self.other, self.other_redo)
            if len(data) > store.LIMIT and self.other:  # the game set aside gives way to the one in play
                self.other = None
                self.other_redo = False
                data = store.encode(self.name, self.setup, self.log, self.redo_stack)
            if len(data) > store.LIMIT:  # it would be refused at the next boot
                raise ValueError("the game is too long to save")
            self.store.write(SAVE, data)
            self.unsaved = None
        except OSError as e:
            self.unsaved = "flash full" if e.args and e.args[0] == 28 else "flash write failed (%s)" % e
        except ValueError as e:
            self.unsaved = str(e)

    def act(self, action, save=True):
        """Apply one action. Illegal propagates with the game unchanged; success is saved (with
        save=False, by the caller's own save() soon after: the app draws the frame first)."""
        if not isinstance(action, (bytes, bytearray)):  # a list or None: refused, not a TypeError
            raise Illegal("malformed action: expected bytes")
        a = bytes(action)
        if len(a) > 255:  # a save record holds at most 255 bytes: refused before the rules see it
            raise Illegal("malformed action: over 255 bytes")
        self.game.apply(a)
        self.log.append(a)
        if self.redo_stack:
            self.redo_stack = store.Log()
        if self.other_redo:  # a new action: what redo would have brought back is gone
            self.other = None
            self.other_redo = False
        if save:
            self.save()

    def _replay(self):
        # the old state goes first: one game in RAM while the new one is built, not two (the log
        # is a prefix of one that was legal, so the replay cannot be refused)
        self.game = None
        g = self.cls(self.setup)
        for a in self.log:
            g.apply(a)
        self.game = g

    def undo(self, n=1):
        """Undo up to n actions; returns how many were undone."""
        done = 0
        while done < n and self.log:
            self.redo_stack.append(self.log.pop())
            done += 1
        if done:
            self._replay()
            self.save()
        return done

    def redo(self):
        if not self.redo_stack:
            return False
        a = self.redo_stack.pop()  # (pop walks the records; an index would make an object of each)
        try:
            self.game.apply(a)  # legal in this very position before (unless the rules changed since)
        except Illegal:
            self.redo_stack = store.Log()
            return False
        self.log.append(a)
        self.save()
        return True


def load(st, games):
    """Resume the saved game. games maps a name to its Game class (or a loader returning it).
    Returns (session or None, problem or None, ended): ended is the section of a game End game set
    aside (the save holds no game in play), for undo to bring back. A bad save is set aside as
    save.bad, never raised. (The reading code is loaded for this call only: core/load.py.)"""
    try:
        data = [st.read(SAVE)]   # (a list the reader empties: no second reference to the bytes)
    except Exception:
        data = [None]   # one too big to hold: the reader reads it again and sets it aside
    else:
        if data[0] is None:
            return None, None, None   # no save: the reading code is not loaded (11 ms of the boot)
    from core import load as reader
    from core.compat import drop
    try:
        return reader.load(st, games, data, Session)
    finally:
        drop("core.load")


def decode(data):
    """(name, setup, actions: a Log) of the game in play in a save's bytes; raises Corrupt with the
    reason (also for a save holding only an ended game). The whole save: core.load.decode (here,
    above core.load: core.store is what core.load reads with)."""
    from core import load as reader
    from core.compat import drop
    try:
        game = reader.decode(data)[0]
    finally:
        drop("core.load")
    if game is None:
        raise store.Corrupt("no game in play (only an ended one)")
    return game[:3]
