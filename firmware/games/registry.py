# The games the menu offers, in menu order. A game's code is imported only when it is picked and
# dropped again when another is picked: on the Pico, RAM is for one game at a time.
import sys

# (name, title, icon name)
GAMES = (
    ("konane", "Konane", "konane"),
    ("aina", "'Aina", "aina"),
    ("kawa", "Kawa", "kawa"),
    ("hanafuda", "Hanafuda Na Pua Hawai'i", "hanafuda"),
    ("kapai", "Ka Pai", "kapai"),
)
# The games built so far; the menu shows the others greyed out as unavailable.
BUILT = ("konane", "aina", "kawa", "kapai")


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
    mod = __import__("games." + name + ".view", None, None, ("View",))
    return mod.View


def unload(name):
    """Forget a game's modules so the garbage collector can take their RAM back."""
    prefix = "games." + name
    for m in [m for m in sys.modules if m == prefix or m.startswith(prefix + ".")]:
        del sys.modules[m]
