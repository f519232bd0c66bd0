# A small stand-in for the app context a view gets (see CONTRIBUTING.md), for the Kawa view tests.
from games.kawa import rules as R
import fake_ctx
from fake_grid import FakeGrid


class FakeCtx(fake_ctx.FakeCtx):
    rules = R
    grid_class = FakeGrid

    def learned(self):  # the lesson played through (core/app.py GameScreen.learned): not here
        return False
