# A small stand-in for the app context a view gets (see CONTRIBUTING.md), for the Hanafuda view tests.
from games.hanafuda import rules as R
import fake_ctx
from fake_grid import FakeGrid


class FakeCtx(fake_ctx.FakeCtx):
    rules = R
    grid_class = FakeGrid
    keep_refused = 20
