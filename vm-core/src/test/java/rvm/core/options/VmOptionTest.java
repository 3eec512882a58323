package rvm.core.options;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class VmOptionTest {

    @Test
    void isFlagOnlyForBooleanOptions() {
        List<VmOption<?>> options = VmOptionsTest.TABLE.options();

        List<String> flags = options.stream().filter(VmOption::isFlag).map(VmOption::name).toList();

        assertEquals(List.of("batch-compilation", "print-compilation", "no-compiled-yieldpoints", "yieldpoint-stats",
                "print-options"), flags);
    }
}
