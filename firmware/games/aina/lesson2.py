# 'Aina's lesson, steps 9-16 (games/aina/lesson.py reads them, a part at a time, and drops it)
S = (
    "Both: green Nahele: raindrop, lavender Mala'ai: kalo, orange Kauhale: people, blue Kai: fish. Press A.|f3 e6 b3 c5||||The pieces",
    "P2: lock b1-e1: A on b1, A again: one of your tokens on each card.|b1 c1 d1 e1|lock b1 right p r r r|Locked: people on Kauhale, raindrop on Nahele; no fish, so raindrops on Kai, kept only until the Cosmic Event.|The lesson locks b1 to e1: A on b1, then A again.|locks|A@b1 A",
    "P2: a lock earns a bonus flip, any negative card: flip the lit e2.|e2 bonus|bonus e2|A bonus flip may make a new row: locks and bonus flips may follow one another.|P2's bonus flip is the lit card, e2 (any negative card may take it).|bonus flip|A@e2",
    "P2: move 2: flip c4; the right column counts this round's 4 turns.|c4 turn1 turn2|flip c4|Flipped.|P2's move 2 flips the lit card, c4.|A turn|A@c4",
    "P2: move 3: flip b4.|b4|flip b4|Flipped.|P2's move 3 flips the lit card, b4.|A turn|A@b4",
    "P2: move 4: flip a4; then every player has had a turn.|a4|flip a4|The round goes on: P1 plays turn 3, P2 turn 4.|P2's move 4 flips the lit card, a4.|A turn|A@a4",
    "P1: turn 3 is yours again: flip a5.|a5|flip a5|Flipped.|P1's move 1 flips the lit card, a5.|A turn|A@a5",
    "P1: move 2: flip b5.|b5|flip b5|Flipped.|P1's move 2 flips the lit card, b5.|A turn|A@b5",
)
