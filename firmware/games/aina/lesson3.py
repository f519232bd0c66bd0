# 'Aina's lesson, steps 17-23 (games/aina/lesson.py reads them, a part at a time, and drops it)
S = (
    "P1: move 3: flip c2, the last card showing this symbol.|c2|flip c2|No negative card shows red 8 now: each move with it is skipped.|P1's move 3 flips the lit card, c2.|A turn|A@c2",
    "P2: turn 4, moves 1 to 3 skipped; move 4: flip d5.|d5 turn4|flip d5|a5 to d5: four positive in a row again.|P2's move 4 flips the lit card, d5.|A turn|A@d5",
    "P2: locking is optional: hold A to end the move, leaving a5-d5 unlocked.|a5 b5 c5 d5|end|Round 1 is over: now the Cosmic Event; at its end, unlocked cards flip back.|This step ends the move: hold A (A on a card would choose a lock).|locks|hold",
    "Both: the Cosmic Event ends the round: an akua may make a path. Press A.|akua1||||event",
    "Both: A picks akua Nahele; A on its card d1; Up points north; A.|akua1 d1|akua nahele d1 north|d1 to d6 turned positive for good, held by pohaku (the path's stones); d1's token went to the bank.|The lesson's path: akua Nahele (A), its card d1 (A), Up for north, then A.|Cosmic Event|A A@d1 up A",
    "Both: then unlocked cards flipped back, and raindrops on Kai cards were lost. Press A.|a5 b5 c5 c1 e1||||event",
    "Both: P2 opens round 2; in round 4, bank tokens lock too. Press A.|seat2 round2||||A turn",
)
