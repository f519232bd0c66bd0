# portable
# Ka Pai scoring on hand-built sheets: the rulebook's worked example, each part alone, totem
# networks, the rating lines.
from games.kapai import rules as R
from games.kapai import sheet as S
from kapai_util import EXAMPLE, EXAMPLE_BOXES, sheet_game
from games.kapai.words import rating

E = ("...#...", ".@...@.", ".......", "#..@..#", ".......", ".@...@.", "...#...")


def test_the_rulebook_worked_example_scores_26():
    g = sheet_game(EXAMPLE, EXAMPLE_BOXES)
    assert g.over() and g.free == 0 and g.drawn == 40
    assert bytes(g.groups) == bytes((3, 1, 1, 3))
    assert g.network() == 3
    assert g.score_parts() == (6 + 3 + 4, 4, 2 * 3 + 1 * 3)
    assert g.total() == 26
    assert rating(g.total()) == "not quite Ka Pai yet"
    assert "26 points" in g.status() and "network of 3" in g.status()


def test_groups_score_by_type_and_slash_groups_score_nothing():
    for rows, want in ((("TTT#...", ".@...@.") + E[2:], 2),
                       (("SSS#...", ".@...@.") + E[2:], 3),
                       (("CCC#...", ".@...@.") + E[2:], 4),
                       (("XXX#...", ".@...@.") + E[2:], 0),
                       (("TTT#CCC", ".@...@.", "SSS....") + E[3:], 9)):
        g = sheet_game(rows)
        assert g.score_parts() == (want, 0, 0), rows


def test_loose_symbols_score_nothing():
    g = sheet_game(("ttt#sss", ".@...@.") + E[2:])   # never circled: not groups
    assert g.total() == 0


def test_bonus_boxes_multiply_the_groups_of_their_type():
    rows = ("TTT#CCC", ".@...@.", "TTT....", "#..@..#", "XXX....", ".@...@.", "...#...")
    g = sheet_game(rows, boxes=(3, 2, 1, 1))
    # triangles 2 groups x 3 boxes, squares 0 x 2, circles 1 x 1, slashes 1 x 1
    assert g.score_parts() == (2 * 2 + 4, 0, 6 + 0 + 1 + 1)


def test_two_totems_linked_by_a_chain_of_equal_symbols():
    g = sheet_game(("...#...", ".@ttt@.") + E[2:])
    assert g.network() == 2 and g.score_parts()[1] == 2


def test_a_chain_of_mixed_symbols_links_nothing():
    g = sheet_game(("...#...", ".@tst@.") + E[2:])
    assert g.network() == 0 and g.total() == 0


def test_networks_join_through_different_symbols():
    # top totems by triangles, the right one down to the centre by squares, to the bottom right by circles
    g = sheet_game(("...#...", ".@ttt@.", ".....s.", "#..@ss#", ".....c.", ".@...@.", "...#..."))
    assert g.network() == 3
    g.cells[4 * 7 + 5] = 2   # square: the bottom right joins through the squares instead
    assert g.network() == 4
    assert g.score_parts()[1] == 7


def test_all_five_totems():
    # a ring of triangles round the sheet and the centre joined by a chain off it
    g = sheet_game(("...#...", ".@ttt@.", ".t...t.", "#t.@..#", ".t...t.", ".@ttt@.", "...#..."))
    assert g.network() == 4      # the ring is broken at the right: still one chain, not the centre
    g = sheet_game(("...#...", ".@ttt@.", ".t...t.", "#t.@tt#", ".t...t.", ".@ttt@.", "...#..."))
    assert g.network() == 5 and g.score_parts()[1] == 12


def test_only_the_largest_network_scores():
    g = sheet_game(("...#...", ".@ttt@.", ".......", "#..@..#", ".......", ".@ccc@.", "...#..."))
    assert g.network() == 2 and g.score_parts()[1] == 2
    g = sheet_game(("...#...", ".@ttt@.", ".....t.", "#..@tt#", ".......", ".@ccc@.", "...#..."))
    assert g.network() == 3 and g.score_parts()[1] == 4


def test_network_points_table():
    assert S.NETWORK_POINTS[2:] == (2, 4, 7, 12)


def test_solo_rating_lines():
    for total, line in ((0, "not quite Ka Pai yet"), (29, "not quite Ka Pai yet"),
                        (30, "have you been practising?"), (39, "have you been practising?"),
                        (40, "getting close"), (49, "getting close"), (50, "almost there"),
                        (55, "almost there"), (56, "Ka Pai!"), (120, "Ka Pai!")):
        assert rating(total) == line, total
