# Kawa's lesson, steps 9-16 (games/kawa/lesson.py reads them, a part at a time, and drops it)
S = (
    "Blue: A flows into c4 and leaves a petal there.|c4|petal|A Blue petal on c4: it scores whenever a flow enters c4.|Blue presses A: a single petal on c4.|round|A",
    "Blue: A again: the right bend sends you down to d3.|d3|petal|A petal on d3.|Blue presses A: a petal on d3.|round|A",
    "Blue: d3 sends you down-right, off the edge: in again on the left, a2. A.|d3 a2|petal|The sides join: off the right, in on the left.|Blue presses A: the flow comes in at a2.|The river|A",
    "Blue: a2 is a whirlpool: it sent you down; now press Left to turn it.|a2|turn left|Turned: the next flow through a2 goes left.|Blue turns the whirlpool left: press Left (it may not stay down).|whirlpool|left",
    "Blue: A: this flow's last petal, on a1 at the River's End.|a1|petal|Blue's flow is done; Red flows now.|Blue presses A: a petal on a1.|round|A",
    "Red: you swap once: A on a2, then A on a1 below it.|a2 a1|a2-a1,a1-a2|The whirlpool moved down; Blue's petals moved with their tiles.|Red's swap is the lit pair: A on a2, then A on a1.|round|A@a2 A@a1",
    "Red: A flows into a4 and leaves a petal.|a4|petal|A Red petal on a4.|Red presses A: a petal on a4.|round|A",
    "Red: Up chooses your double petal, worth 2; A flows into b3 and lays it.|b3|double|The double is down: it scores 2 each time.|Red lays the double here: Up chooses it, then A.|The players|up A",
)
