# A small stand-in for the app context a view gets (see CONTRIBUTING.md), for the Hanafuda view tests.
from games.hanafuda import rules as R
import fake_ctx
from fake_grid import FakeGrid


class FakeCtx(fake_ctx.FakeCtx):
    rules = R
    grid_class = FakeGrid
    keep_refused = 20

    def learned(self):  # the lesson played through (core/app.py GameScreen.learned): not here
        return False

    def learn(self):  # the guided first game (GameScreen.learn): recorded; it never starts here
        self.learns = getattr(self, "learns", 0) + 1
        return False
