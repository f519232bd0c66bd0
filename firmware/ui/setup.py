# The set-up pages' lines: up/down moves to the line above or below, and stops at the first and the
# last with the refusal cue and a line saying so (never a silent wrap to the other end).


def line(ctx, i, d, names):
    """The line after moving d (-1 up, +1 down) from line i of names; at either end, i again,
    refused with its reason."""
    j = i + d
    if 0 <= j < len(names):
        return j
    ctx.refuse("[%s] is the %s line" % (names[i], "first" if d < 0 else "last"))
    return i
