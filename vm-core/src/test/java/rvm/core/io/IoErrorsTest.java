package rvm.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class IoErrorsTest {

    @Test
    void describe_givesTheReasonJavaLeavesOut() {
        assertEquals("/out/x: Permission denied",
                IoErrors.describe(new AccessDeniedException("/out/x"), Path.of("x")));
        assertEquals("in.json: No such file or directory",
                IoErrors.describe(new NoSuchFileException("in.json"), Path.of("in.json")));
    }

    @Test
    void describe_ofAMove_namesItsTarget_withTheSystemsReason() {
        FileSystemException e = new FileSystemException("/d/.x.tmp", "/d/x", "Read-only file system");

        assertEquals("/d/x: Read-only file system", IoErrors.describe(e, Path.of("x")));
    }

    @Test
    void describe_ofAnExceptionWithoutPath_namesTheFileAskedFor() {
        assertEquals("dcg.json: Is a directory", IoErrors.describe(new IOException("Is a directory"), Path.of("dcg.json")));
    }
}
