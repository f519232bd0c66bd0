# Kawa's lesson, steps 1-8 (games/kawa/lesson.py reads them, a part at a time, and drops it)
S = (
    "All: the tiles: S straight, L bends left, R bends right, W whirlpool. Press A.|||||The river",
    "All: lay 16 tiles, top row first: RSRR LLSR WLLL RSWS; whirlpools lit. A.|a2 c1||||The river",
    "Goal: most points in 4 rounds. Your flow is your water's path downriver. A.|||||The end",
    "All: Red and Blue take 6 petals, one double worth 2, a Starting tile. A.|||||The players",
    "Red: first on the Water Wheel, place your Starting tile on slot a: A.|a5|start a|Red's Starting tile is on slot a. Two colours take wheel places 1 and 3: Blue, third, next.|Red puts its Starting tile on the lit slot, a: Left or Right to it, then A.|The players;round|A",
    "Blue: press Right to slot c, then A for your Starting tile.|c5|start c|Both Starting tiles are down. The flows go last on the wheel first.|Blue's Starting tile goes on the lit slot, c: Right, then A.|round|right A",
    "Blue: you flow first, so you swap twice: A on c4, then A on c3.|c4 c3|c4-c3,c3-c4|Swapped: tiles keep their petals and their direction.|Blue's first swap is the lit pair: A on c4, then Down and A on c3.|round|A@c4 A@c3",
    "Blue: second swap: A on c4, then A on d4 beside it.|c4 d4|c4-d4,d4-c4|Blue's path is lit in blue: c4, d3, a2, a1.|Blue's second swap is the lit pair: A on c4, then A on d4.|round;Playing it on the companion|A@c4 A@d4",
)
