# 'Aina's lesson, steps 1-8 (games/aina/lesson.py reads them, a part at a time, and drops it)
S = (
    "Both: 36 Space Cards make the land: grey negative, the lit Starters positive. Press A.|e6 c5 b3 f3||||The pieces",
    "Goal: together, all 36 cards positive when the 4 rounds lit below end. Press A.|round1 round2 round3 round4||||The end",
    "P1: top row: 4 Time Cards, one a move: colour light, then symbol. Press A.|time1 mark1 time2 mark2 time3 mark3 time4 mark4||||A turn",
    "P1: cyan cards show move 1's symbol; d-pad to the lit c1, then A.|c1|flip c1|Flipped: c1 is positive, lit in its wao's colour (its kind of land).|Move 1 flips the lit card, c1: the d-pad there, then A.|A turn;Playing it on the companion|A@c1",
    "P1: move 2: flip b1, left of c1; the blinking Time Card is this move.|b1 time2 mark2|flip b1|Flipped. Played Time Cards go dim.|Move 2 flips the lit card, b1.|A turn|A@b1",
    "P1: move 3: flip the lit c6; grey cards without this symbol cannot flip.|c6|flip c6|Flipped: each move flips one card showing its Time Card's symbol.|Move 3 flips the lit card, c6: only cyan cards show its symbol.|A turn|A@c6",
    "P1: move 4: flip d1: b1, c1 and d1 make three in a line.|d1 b1 c1|flip d1|P1's turn is over: P2 plays now, lit in the left column.|Move 4 flips the lit card, d1.|A turn|A@d1",
    "P2: your turn; move 1: flip e1, the fourth positive card in that line.|e1 seat2|flip e1|b1 to e1 is a row of four: a row may be locked right after a flip.|P2's move 1 flips the lit card, e1.|A turn|A@e1",
)
