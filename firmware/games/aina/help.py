# The game's console commands, one line each, for `help` (core/app.py). Loaded only when
# `help` is typed and dropped right after: the text stays out of the Pico's RAM during play.
LINES = (
    "status: the game in sentences (status short: one line) | legal: every action now, as commands",
    "board | where | flip a1 | bonus a1 | end | pass (an event): layout, moves, the cursor's card",
    "lock a1 right|down [t t t t]: tokens r k p f, bank br bk bp bf, - a path",
    "akua nahele|mala'ai|kauhale|kai a1 east|south|west|north: the Cosmic Event",
    "table entry: cell a1 rI N [*] (* a Starter) | draw rI | done",
)
