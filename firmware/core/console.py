# The serial console: status lines out, command lines in. Input arrives a character at a time
# from a non-blocking reader (USB serial on the Pico, a script in the simulator).


class Console:
    def __init__(self, write, read_char=None, maxlen=80):
        self.write = write          # write(str) prints one line
        self.read_char = read_char  # returns one character or None when nothing is waiting
        self.line = bytearray()
        self.maxlen = maxlen
        self.overflow = False

    def say(self, text):
        self.write(text)

    def poll(self):
        """A complete command line, or None. Over-long lines are dropped with a message."""
        if self.read_char is None:
            return None
        while True:
            ch = self.read_char()
            if not ch:
                return None
            if ch in "\r\n":
                if self.overflow:
                    self.overflow = False
                    self.line = bytearray()
                    self.say("! command too long (max %d characters), ignored" % self.maxlen)
                    continue
                if self.line:
                    try:
                        text = bytes(self.line).decode()
                    except UnicodeError:
                        text = None
                    self.line = bytearray()
                    if text is None:
                        self.say("! command is not valid text, ignored")
                        continue
                    return text.strip()
                continue
            if ch == "\x03":  # Ctrl-C clears the line (the REPL's own Ctrl-C is off while we run)
                self.line = bytearray()
                continue
            if len(self.line) >= self.maxlen:
                self.overflow = True
                continue
            self.line.extend(ch.encode())
