# Kawa's lesson, steps 17-24 (games/kawa/lesson.py reads them, a part at a time, and drops it)
S = (
    "Red: A into a2: Blue's petal there scores 1 for Blue.|a2|petal|Blue +1: every petal on a tile scores when a flow enters.|Red presses A: a single petal on a2.|round|A",
    "Red: A: this flow's last petal, on b1 at the River's End.|b1|petal|Both flows are done. Now petals come back: 3 for wheel place 1, 2 for 2, 1 for 3.|Red presses A: a petal on b1.|round|A",
    "Red: first on the wheel, take 3 petals back; first the double: A on b3.|b3|back b3 double|The double is back in Red's pool.|Red takes back its double first: A on b3.|returns|A@b3",
    "Red: second petal back: A on a4.|a4|back a4|Back in the pool.|Red takes back the petal on a4.|returns|A@a4",
    "Red: third: A on a2; b1 leaves with the bottom row anyway.|a2|back a2|Red keeps b1 on the river: it comes back with the bottom row.|Red takes back the petal on a2.|returns|A@a2",
    "Blue: third on the wheel, take 1 petal back: A on c4.|c4|back c4|The bottom row leaves; its petals go home, its tiles go on top.|Blue takes back the petal on c4.|returns|A@c4",
    "All: rows move down; the bottom row goes on top, in the order said. A.|a4 b4 c4 d4||||round",
    "All: the Water Wheel turns: Red 1st to 2nd, Blue 3rd to 4th. Press A.|||||round",
)
