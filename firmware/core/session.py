# One running game: its set-up, the actions applied so far, and the actions undone (for redo).
# A game is fully determined by set-up + actions, so that is what is saved after every action, and
# undo is a replay from the set-up without the last action. One mechanism serves every game.
from core import store
from core.errors import Illegal, BadSetup

SAVE = "save.bin"
BAD = "save.bad"


class Session:
    def __init__(self, name, game_cls, setup, actions=(), st=None):
        """Build the game and replay `actions`; raises BadSetup or Illegal if they do not replay."""
        self.name = name
        self.cls = game_cls
        self.setup = bytes(setup)
        self.store = st
        self.log = store.Log()
        self.redo_stack = []
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
            data = store.encode(self.name, self.setup, self.log)
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
        self.redo_stack = []
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
        a = self.redo_stack[-1]
        self.game.apply(a)  # cannot fail: it was legal in this very position before
        self.redo_stack.pop()
        self.log.append(a)
        self.save()
        return True


def load(st, games):
    """Resume the saved game. games maps a name to its Game class (or a loader returning it).
    Returns (session or None, problem or None); a bad save is set aside as save.bad, never raised."""
    try:
        data = st.read(SAVE)  # inside the try: a file too big to hold is set aside like any bad save
        if data is None:
            return None, None
        name, setup, actions = store.decode(data)
        cls = games(name)
        if cls is None:
            raise store.Corrupt("unknown game '%s'" % name)
        s = Session(name, cls, setup, actions, st)
        return s, None
    except (store.Corrupt, Illegal, BadSetup) as e:
        problem = str(e) or e.__class__.__name__
    except Exception as e:  # a save the current rules cannot replay must never stop the boot
        problem = "%s: %s" % (e.__class__.__name__, e)
    st.set_aside(SAVE, BAD)
    return None, problem
