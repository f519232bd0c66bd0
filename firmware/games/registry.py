# The games the menu offers, in menu order. A game's code is imported only when it is picked and
# dropped again when another is picked: on the Pico, RAM is for one game at a time.
import sys

from core.compat import drop  # also registry.drop: games drop their on-demand modules with it

# (name, title, icon name)
GAMES = (
    ("konane", "Konane", "konane"),
    ("aina", "'Aina", "aina"),
    ("kawa", "Kawa", "kawa"),
    ("hanafuda", "Hanafuda Na Pua Hawai'i", "hanafuda"),
    ("kapai", "Ka Pai", "kapai"),
)
# Machine code (viper/native, kept in modules named `fast`) on MicroPython's unix port goes to mmap'd
# pages that are never unmapped, each function with a 32-byte record on the heap: reloading such a
# module there leaks, so it is loaded once and kept. On the Pico the code lives on the heap and goes.
_KEEP = "fast" if sys.implementation.name == "micropython" and sys.platform in ("linux", "darwin") else None

# The games built so far; the menu shows the others greyed out as unavailable.
BUILT = ("konane", "aina", "kawa", "hanafuda", "kapai")


def title(name):
    for n, t, _ in GAMES:
        if n == name:
            return t
    return name


def rules(name):
    """The Game class of a built game, or None (unknown or not built)."""
    if name not in BUILT:
        return None
    mod = __import__("games." + name + ".rules", None, None, ("Game",))
    return mod.Game


def view(name):
    """The View class of a built game (games/<name>/grid.py: its keys and drawing)."""
    return __import__("games." + name + ".grid", None, None, ("View",)).View


def lesson(name):
    """games/<name>/lesson.py, the game's guided first game as data (ui/lesson.py reads it a step
    at a time and drops it); ImportError when the game has none yet."""
    return __import__("games." + name + ".lesson", None, None, ("STEPS",))


def part(name, part):
    """games/<name>/<part>.py imported by name (what.py: what a light is and what can be done now;
    legend.py: the keys and every light of each screen in words). The caller drops it after."""
    return __import__("games.%s.%s" % (name, part), None, None, ("x",))


def words(name):
    """games/<name>/words.py, imported by name: the one door from core/ and ui/ to what a game
    says (its result and record for the scorebook and the end, its seats, its help). The caller
    drops it after (drop_words) when it is not the game's to keep."""
    return __import__("games." + name + ".words", None, None, ("result",))


def drop_words(name):
    drop("games." + name + ".words")


def _lines(name, part):
    # the game's HELP or HOWTO, loaded for this call only; () when none: in games/<name>/help.py
    # where a game keeps them apart from the words its cursor loads at every step (Kawa), else in
    # games/<name>/words.py
    for mod in ("games." + name + ".help", "games." + name + ".words"):
        try:
            lines = getattr(__import__(mod, None, None, (part,)), part)
        except (ImportError, AttributeError):
            lines = None
        drop(mod)
        if lines is not None:
            return lines
    return ()


def help_lines(name):
    """A game's console commands, one line each (HELP in games/<name>/help.py or words.py), or () when it has
    none. Loaded for this call only: the text never sits in RAM during play."""
    return _lines(name, "HELP")


def howto_lines(name):
    """A game's rules in short, a few lines (HOWTO in games/<name>/help.py or words.py), or (): loaded for
    this call only, like help_lines. The whole rules are docs/rules/<name>.md."""
    return _lines(name, "HOWTO")


def unload(name):
    """Forget a game's modules so the garbage collector can take their RAM back. An import also
    binds each module as an attribute of its package (`games.konane`, `games.konane.rules`):
    those references go too, or the modules would stay alive through the `games` package."""
    prefix = "games." + name
    for m in [m for m in sys.modules if m.startswith(prefix + ".")]:
        if m.rsplit(".", 1)[-1] != _KEEP:
            drop(m)
    drop(prefix)
